import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT } from './heap-growth';

const run = promisify(execFile);
const HEAP_GROWTH = new URL('./heap-growth.ts', import.meta.url).href;

/**
 * The factor V8 applied to each old-generation limit it set, in a process that keeps 300,000
 * objects alive through two full GCs. V8 prints it with --trace-gc-verbose
 * ("[HeapController] Limit: old size: … KB, new limit: … KB (4.0)"); the heap's peak itself
 * depends on how fast the GC threads run on a busy machine, the factor does not.
 */
async function limitFactors(limited: boolean): Promise<number[]> {
  const script = `
    if (${limited}) (await import(${JSON.stringify(HEAP_GROWTH)})).limitHeapGrowth();
    const kept = Array.from({ length: 300_000 }, (_, i) => ({ i, text: 'record ' + i }));
    globalThis.gc();
    globalThis.gc();
    console.log('kept', kept.length);
  `;
  const args = ['--import', import.meta.resolve('tsx'), '--expose-gc', '--trace-gc-verbose', '--input-type=module', '-e', script];
  const { stdout } = await run(process.execPath, args, { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  return [...stdout.matchAll(/\[HeapController\] Limit: .*\(([\d.]+)\)$/gm)].map((match) => Number(match[1]));
}

describe('limitHeapGrowth', () => {
  it('makes V8 set each old-generation limit at what survived plus half', async () => {
    const factors = await limitFactors(true);
    expect(factors.length).toBeGreaterThan(0);
    for (const factor of factors) expect(factor).toBeCloseTo(1 + HEAP_GROWING_PERCENT / 100);
  }, 150_000);

  it('is what sets it: without it, V8 grows the same heap by its own, larger factor', async () => {
    const factors = await limitFactors(false);
    expect(factors.length).toBeGreaterThan(0);
    expect(Math.max(...factors)).toBeGreaterThan(1 + HEAP_GROWING_PERCENT / 100);
  }, 150_000);
});
