/**
 * express.json() decodes each body through iconv-lite, which loads its encoding tables on first use:
 * 20 ms on an idle machine, over 300 ms on a busy one, paid by the first POST a person makes (issue
 * 24: B4's profile of the bridge had it on the first tool call). The bridge loads them while it
 * waits for its first server instead. iconv-lite is body-parser's dependency, not ours, so it is
 * found the way body-parser finds it; should that fail, the first POST pays as before.
 */
import { createRequire } from 'node:module';

interface Iconv {
  getDecoder(encoding: string): unknown;
}

/** Whether the decoder was loaded. */
export function warmBodyDecoding(): boolean {
  try {
    const fromExpress = createRequire(createRequire(import.meta.url).resolve('express'));
    const iconv = createRequire(fromExpress.resolve('body-parser'))('iconv-lite') as Iconv;
    iconv.getDecoder('utf-8');
    return true;
  } catch {
    return false;
  }
}
