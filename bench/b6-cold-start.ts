/**
 * B6 cold start (issue 6): the first page load in a fresh browser context, demo server connected.
 * What the page loads before any interaction (until the tools are listed and a second more for
 * lazy start-up chunks): JS bytes as served and their gzip size, whether JS, CSS and HTML came
 * compressed (Content-Encoding), and that no Monaco chunk is among them. Time to interactive: from
 * navigation until the first click, on the first tool, has shown that tool's form.
 */
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { startDemoBridge } from './lib/bridges';
import { closePage, inPage, newBenchPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import type { Figure } from './lib/report';
import { toolsListedSinceNavigation } from './lib/spa';
import { median } from './lib/stats';

const MONACO = /monaco|editor\.worker|json\.worker|jsonMode/i;
const STATIC = /\.(js|css|html)(\?|$)|\/$/;

interface Loaded {
  url: string;
  body: Buffer;
  encoding: string | undefined;
}

interface ColdRun {
  jsKB: number;
  gzipKB: number;
  compressed: boolean;
  monaco: string[];
  interactiveMs: number;
}

async function coldLoad({ browser }: BenchContext, url: string): Promise<ColdRun> {
  const page = await newBenchPage(browser);
  const loads: Promise<Loaded | null>[] = [];
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (!STATIC.test(path) || path.startsWith('/api/')) return;
    loads.push(
      (async () => ({ url: path, body: await response.body(), encoding: (await response.allHeaders())['content-encoding'] }))().catch(() => null),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await inPage(page, toolsListedSinceNavigation());
    await page.waitForTimeout(1000);
    page.off('response', onResponse);
    const loaded = (await Promise.all(loads)).filter((load): load is Loaded => load !== null);
    const scripts = loaded.filter((load) => load.url.endsWith('.js'));
    const interactiveMs = await inPage<number>(
      page,
      `(async () => {
        const row = document.querySelector('[data-testid="tool-row"]');
        row.click();
        const name = row.getAttribute('data-tool-name');
        return __bench.frameWhen(() => document.querySelector('[data-testid="tool-detail"][data-detail-tool="' + name + '"]'), 30000);
      })()`,
    );
    return {
      jsKB: scripts.reduce((sum, load) => sum + load.body.length, 0) / 1000,
      gzipKB: scripts.reduce((sum, load) => sum + gzipSync(load.body).length, 0) / 1000,
      // Tiny files are not worth compressing (the compression middleware's threshold is 1 KB).
      compressed: loaded.every((load) => load.body.length < 1024 || (load.encoding !== undefined && load.encoding !== 'identity')),
      monaco: loaded.filter((load) => MONACO.test(load.url)).map((load) => load.url),
      interactiveMs,
    };
  } finally {
    await closePage(page);
  }
}

export async function benchColdStart(context: BenchContext): Promise<Figure[]> {
  const mcpscope = await startDemoBridge();
  try {
    const results: ColdRun[] = [];
    for (let run = 0; run < context.runs; run++) results.push(await coldLoad(context, mcpscope.url));
    const of = (pick: (run: ColdRun) => number) => ({ value: median(results.map(pick)), runs: results.map(pick) });
    const monaco = [...new Set(results.flatMap((run) => run.monaco))];
    return [
      { bench: 'B6', figure: 'initial JS, as served (uncompressed)', unit: 'KB', ...of((run) => run.jsKB) },
      { bench: 'B6', figure: 'initial JS, gzip', unit: 'KB', ...of((run) => run.gzipKB), note: 'gzip level 6 of each script, computed here' },
      { bench: 'B6', figure: 'static assets served compressed', unit: 'bool', value: results.every((run) => run.compressed) ? 1 : 0, note: 'Content-Encoding on JS, CSS and HTML over 1 KB' },
      { bench: 'B6', figure: 'no Monaco before interaction', unit: 'bool', value: monaco.length === 0 ? 1 : 0, ...(monaco.length > 0 ? { note: `loaded: ${monaco.join(', ')}` } : {}) },
      { bench: 'B6', figure: 'time to interactive', unit: 'ms', ...of((run) => run.interactiveMs), note: 'navigation until a click on the first tool shows its form' },
    ];
  } finally {
    await mcpscope.stop();
  }
}
