/**
 * Integration (issue 17, finding 9): a stdio server that writes a banner on stdout. Real
 * processes: a fixture that never answers initialize, and the demo server with --pollute, which
 * answers after its banner.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoServerTarget } from '../demo/target';
import { createHarness, waitForState, type Harness } from './test-support';

const BANNER_SERVER = fileURLToPath(new URL('./fixtures/banner-server.mjs', import.meta.url));

describe('a stdio server that writes to stdout what is not JSON-RPC', () => {
  let harness: Harness;
  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(async () => {
    await harness.dispose();
  });

  it('fails, when initialize gets no answer, with the banner quoted, the rule named and stderr suggested', async () => {
    const connected = harness.manager.connect({
      target: { transport: 'stdio', command: process.execPath, args: [BANNER_SERVER] },
      // The connection's request timeout is initialize's too; short, since the answer never comes.
      settings: { timeouts: { timeoutMs: 1_500, resetTimeoutOnProgress: true } },
    });
    if (!connected.ok) throw new Error(connected.error.message);
    const failed = await waitForState(harness.manager, connected.value.id, 'failed');

    expect(failed.error?.message).toMatch(/timed out/i);
    expect(failed.error?.message).toContain('"Weather MCP server v2.1 starting on stdio..."');
    expect(failed.error?.message).toContain('(2 such lines)');
    expect(failed.error?.message).toContain('stdout is reserved for JSON-RPC');
    expect(failed.error?.message).toContain('log to stderr');
    const lines = failed.stdoutPollution?.lines ?? [];
    expect(lines[0]).toBe('Weather MCP server v2.1 starting on stdio...');
    // Each line is clipped: the card quotes, the log keeps the whole.
    expect(lines[1]).toMatch(/^Loaded config from .{100,}…$/);
    expect(lines[1]!.length).toBeLessThan(200);
    expect(failed.stdoutPollution?.count).toBe(2);
  });

  it('names the banner when the server exits instead of answering', async () => {
    const connected = harness.manager.connect({ target: { transport: 'stdio', command: process.execPath, args: [BANNER_SERVER, '--exit'] } });
    if (!connected.ok) throw new Error(connected.error.message);
    const failed = await waitForState(harness.manager, connected.value.id, 'failed');
    expect(failed.error).toMatchObject({ code: 'server_exited' });
    expect(failed.error?.message).toContain('exited with code 1');
    expect(failed.error?.message).toContain('"Weather MCP server v2.1 starting on stdio..."');
  });

  it('keeps a warning, not a failure, when the server answers initialize after its banner', async () => {
    const connected = harness.manager.connect({ target: demoServerTarget(['--pollute']) });
    if (!connected.ok) throw new Error(connected.error.message);
    const ready = await waitForState(harness.manager, connected.value.id, 'ready');
    expect(ready.error).toBeUndefined();
    expect(ready.stdoutPollution).toEqual({ lines: ['debug: starting demo server'], count: 1 });
  });
});
