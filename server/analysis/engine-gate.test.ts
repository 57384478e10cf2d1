import { describe, expect, it } from 'vitest';
import { EngineGate } from './engine-gate';
import type { FindingsEngine } from './load-engine';

const engine = { name: 'the engine' } as unknown as FindingsEngine;

/** A load the test finishes by hand. */
function deferredLoad() {
  let finish: (value: FindingsEngine) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const loads: number[] = [];
  const load = () => {
    loads.push(loads.length + 1);
    return new Promise<FindingsEngine>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { load, loads, finish: (value: FindingsEngine) => finish(value), fail: (error: unknown) => fail(error) };
}

describe('EngineGate', () => {
  it('holds the work asked for while the engine loads, then runs it in order, once, with the engine', async () => {
    const { load, loads, finish } = deferredLoad();
    const gate = new EngineGate(load, () => undefined);
    const ran: string[] = [];
    gate.run(() => ran.push('first event'));
    gate.run(() => ran.push('second event'));
    expect(ran).toEqual([]);
    finish(engine);
    await gate.idle();
    expect(ran).toEqual(['first event', 'second event']);
    expect(loads).toEqual([1]);
  });

  it('runs work at once, in the same turn, once the engine has loaded', async () => {
    const { load, finish } = deferredLoad();
    const gate = new EngineGate(load, () => undefined);
    gate.run(() => undefined);
    finish(engine);
    await gate.idle();
    let seen: FindingsEngine | undefined;
    gate.run((loaded) => (seen = loaded));
    expect(seen).toBe(engine);
  });

  it('reports an engine that cannot load, drops what waited, and tries again for the next work', async () => {
    const { load, loads, fail, finish } = deferredLoad();
    const failures: unknown[] = [];
    const gate = new EngineGate(load, (error) => failures.push(error));
    const ran: string[] = [];
    gate.run(() => ran.push('dropped'));
    fail(new Error('chunk missing'));
    await gate.idle();
    expect(failures).toEqual([new Error('chunk missing')]);
    gate.run(() => ran.push('after the retry'));
    finish(engine);
    await gate.idle();
    expect(ran).toEqual(['after the retry']);
    expect(loads).toEqual([1, 2]);
  });
});
