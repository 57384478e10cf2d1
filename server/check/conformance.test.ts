import { describe, expect, it } from 'vitest';
import { conformanceChecks } from './conformance';

describe('the conformance suite in mcpscope check', () => {
  it('reports every scenario as not run, with the reason, when the suite cannot run', async () => {
    let tries = 0;
    const run = () => {
      tries += 1;
      return Promise.resolve({ ok: false as const, reason: 'npx exited 1: network unreachable' });
    };
    const results = await conformanceChecks({ url: 'http://127.0.0.1:1/mcp', legacyCapabilities: { tools: {} }, run });
    // Tried once: offline, each attempt could wait minutes on the registry.
    expect(tries).toBe(1);
    const applicable = results.filter((result) => result.status !== 'not-applicable');
    expect(applicable.map((result) => result.id)).toEqual(['conformance/server-initialize', 'conformance/ping', 'conformance/tools-list', 'conformance/dns-rebinding-protection']);
    for (const result of applicable) expect(result).toMatchObject({ status: 'not-run', reason: 'The conformance suite could not run: npx exited 1: network unreachable' });
  });

  it('does not apply over stdio, nor to a server that refuses 2025-11-25 clients', async () => {
    const run = () => Promise.reject(new Error('must not run'));
    const stdio = await conformanceChecks({ url: null, legacyCapabilities: {}, run });
    const modernOnly = await conformanceChecks({ url: 'http://127.0.0.1:1/mcp', legacyCapabilities: null, run });
    expect(new Set([...stdio, ...modernOnly].map((result) => result.status))).toEqual(new Set(['not-applicable']));
  });
});
