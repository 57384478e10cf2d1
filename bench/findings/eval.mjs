// `npm run eval`: the findings corpus's recall and false positives (bench/findings/README.md).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
main(process.argv.slice(2));
