/** Every benchmark (issue 6; B11 of issue 24; B12 and B13 of issue 19) in the order `npm run bench` runs them. B7 is read inside B2 and B5. */
import { benchBridgeOverhead } from './b1-bridge-overhead';
import { benchNotificationFlood } from './b2-notification-flood';
import { benchManyTools } from './b3-many-tools';
import { benchHugeResult } from './b4-huge-result';
import { benchLongTrace } from './b5-long-trace';
import { benchColdStart } from './b6-cold-start';
import { benchUiRoundTrip } from './b8-ui-round-trip';
import { benchDayLong } from './b10-day-long';
import { benchModernEra } from './b11-modern-era';
import { benchTimeToTools } from './b9-time-to-tools';
import { benchPackage } from './b12-package';
import { benchExportSize } from './b13-export-size';
import type { Benchmark } from './lib/context';

export interface BenchmarkEntry {
  id: string;
  title: string;
  run: Benchmark;
}

export const BENCHMARKS: readonly BenchmarkEntry[] = [
  { id: 'B1', title: 'bridge overhead', run: benchBridgeOverhead },
  { id: 'B2', title: 'notification flood (and B7 after it)', run: benchNotificationFlood },
  { id: 'B3', title: 'many tools', run: benchManyTools },
  { id: 'B4', title: 'huge result', run: benchHugeResult },
  { id: 'B5', title: 'long trace (and B7 after it)', run: benchLongTrace },
  { id: 'B6', title: 'cold start', run: benchColdStart },
  { id: 'B8', title: 'UI round trip', run: benchUiRoundTrip },
  { id: 'B9', title: 'time to tools', run: benchTimeToTools },
  { id: 'B10', title: 'a day-long session, bounded memory', run: benchDayLong },
  { id: 'B11', title: 'the 2026-07-28 era: B1, B8 and an MRTR round against a stateless server', run: benchModernEra },
  { id: 'B12', title: 'the installed package, beside the official Inspector', run: benchPackage },
  { id: 'B13', title: 'export size', run: benchExportSize },
];
