// `npm run bench`: benchmarks print figures here, never in unit tests (the brief: speed and size
// belong in benchmarks). bench/main.ts runs B1–B9 of issue 6 against their budgets.
import { register } from 'tsx/esm/api';

register();
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
