import type { ThemePreference } from './theme';

const OPTIONS: { value: ThemePreference; label: string; icon: string }[] = [
  { value: 'light', label: 'Light theme', icon: '☀' },
  { value: 'dark', label: 'Dark theme', icon: '☾' },
  { value: 'system', label: 'System theme', icon: '◐' },
];

export function ThemeToggle({ value, onChange }: { value: ThemePreference; onChange: (next: ThemePreference) => void }) {
  return (
    <div role="radiogroup" aria-label="Theme" className="flex overflow-hidden rounded border border-zinc-300 dark:border-zinc-700">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          aria-label={option.label}
          title={option.label}
          onClick={() => onChange(option.value)}
          className={`px-1.5 py-0.5 text-xs ${
            value === option.value
              ? 'bg-indigo-600 text-white'
              : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
          }`}
        >
          {option.icon}
        </button>
      ))}
    </div>
  );
}
