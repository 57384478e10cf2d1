import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_FEATURES, DEFAULT_CONNECTION_SETTINGS, type ConnectionSummary, type ToolSummaryListing } from '../core/bridge-api';
import type { BridgeClient } from './bridge-client';
import { withEarlyReads } from './early-reads';

function connection(id: string, state: ConnectionSummary['state']): ConnectionSummary {
  return {
    revision: 1,
    id,
    name: id,
    target: { transport: 'stdio', command: 'node', args: [] },
    state,
    lifecycle: { state, requestedProtocolVersion: '2025-11-25', clientInfo: { name: 'mcpscope', version: '0' }, clientCapabilities: {}, timings: { connectStartedAt: 0 } },
    stderrTail: [],
    settings: DEFAULT_CONNECTION_SETTINGS,
    clientFeatures: DEFAULT_CLIENT_FEATURES,
  };
}

function listing(label: string): ToolSummaryListing {
  return { tools: [{ name: label, hasOutputSchema: false }] } as unknown as ToolSummaryListing;
}

/** A bridge whose answers are numbered, so a test sees which read a caller got. */
function countingBridge(connections: ConnectionSummary[]) {
  let reads = 0;
  const client = {
    connections: vi.fn(() => Promise.resolve(connections)),
    toolSummaries: vi.fn((id: string) => Promise.resolve(listing(`${id} read ${++reads}`))),
  };
  return { client, bridge: client as unknown as BridgeClient };
}

describe('withEarlyReads', () => {
  it('reads the connections and the first ready connection\'s tools at once, and hands those reads to the first callers', async () => {
    const { client, bridge } = countingBridge([connection('c1', 'ready'), connection('c2', 'ready')]);
    const early = withEarlyReads(bridge);
    await vi.waitFor(() => expect(client.toolSummaries).toHaveBeenCalledTimes(1));
    expect(client.connections).toHaveBeenCalledTimes(1);
    expect(client.toolSummaries).toHaveBeenCalledWith('c1');

    expect((await early.connections()).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(await early.toolSummaries('c1')).toEqual(listing('c1 read 1'));
    expect(client.connections).toHaveBeenCalledTimes(1);
    expect(client.toolSummaries).toHaveBeenCalledTimes(1);
  });

  it('reads again for every later caller, so a resync or a refetch gets fresh answers', async () => {
    const { client, bridge } = countingBridge([connection('c1', 'ready')]);
    const early = withEarlyReads(bridge);
    await early.connections();
    await early.toolSummaries('c1');
    await early.connections();
    expect(await early.toolSummaries('c1')).toEqual(listing('c1 read 2'));
    expect(client.connections).toHaveBeenCalledTimes(2);
  });

  it('reads the tools of another connection from the bridge, not the early read of the first', async () => {
    const { bridge } = countingBridge([connection('c1', 'ready'), connection('c2', 'ready')]);
    const early = withEarlyReads(bridge);
    expect(await early.toolSummaries('c2')).toEqual(listing('c2 read 2'));
  });

  it('does not list the tools of a first connection that cannot list yet', async () => {
    const { client, bridge } = countingBridge([connection('c1', 'connecting')]);
    const early = withEarlyReads(bridge);
    await early.connections();
    await Promise.resolve();
    expect(client.toolSummaries).not.toHaveBeenCalled();
  });

  it('hands a failed read to its first caller, and reads again after it', async () => {
    const client = {
      connections: vi.fn().mockRejectedValueOnce(new Error('bridge gone')).mockResolvedValue([]),
      toolSummaries: vi.fn(),
    };
    const early = withEarlyReads(client as unknown as BridgeClient);
    await expect(early.connections()).rejects.toThrow('bridge gone');
    await expect(early.connections()).resolves.toEqual([]);
    expect(client.toolSummaries).not.toHaveBeenCalled();
  });
});
