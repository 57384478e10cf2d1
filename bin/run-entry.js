// Shared by the bin scripts: which code to run. In a checkout the TypeScript sources sit next to
// bin/, and run through tsx, so `npm start` needs no server build. The installed
// package has no sources and no tsx: it runs the JavaScript bundled at pack time (issue 19).
// MCPSCOPE_RUN_BUILT=1 runs that bundle in a checkout too: `npm test` sets it once it has built,
// so the tests drive what ships, and each of the many CLIs and servers they start loads one
// bundle instead of transpiling hundreds of sources (three times faster to start on a busy machine).
import { existsSync } from 'node:fs';

/** `source` and `built` are paths from the package root, e.g. 'server/cli.ts' and 'dist/server/cli.js'. */
export async function runEntry(source, built) {
  const sourceUrl = new URL(`../${source}`, import.meta.url);
  if (!existsSync(sourceUrl) || process.env.MCPSCOPE_RUN_BUILT === '1') {
    await import(new URL(`../${built}`, import.meta.url).href);
    return;
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import(sourceUrl.href);
}
