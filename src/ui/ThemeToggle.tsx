import { SegmentedControl, type Segment } from './SegmentedControl';
import type { ThemePreference } from './theme-preference';

const SEGMENTS: Segment<ThemePreference>[] = [
  { value: 'light', label: 'Light theme', content: '☀' },
  { value: 'dark', label: 'Dark theme', content: '☾' },
  { value: 'system', label: 'System theme', content: '◐' },
];

export function ThemeToggle({ value, onChange }: { value: ThemePreference; onChange: (next: ThemePreference) => void }) {
  return <SegmentedControl label="Theme" segments={SEGMENTS} value={value} onChange={onChange} />;
}
