/**
 * The server as a 2025-11-25 client sees it (issue 18, item 7): initialize on a connection of its
 * own, then tools/list and the same tool calls the survey made, for the era comparison.
 */
import { resultOf, type Json } from '../../src/core/check/messages';
import { initializeRequest, legacyRequest } from '../../src/core/check/requests';
import type { Evidence } from '../../src/core/check/types';
import type { ToolCall } from './survey';
import type { Wire } from './wire';

export interface LegacyView {
  initialize: Evidence;
  list: Evidence[];
  /** By tool name: the 2025-11-25 answer to the call the survey made. */
  calls: Map<string, Evidence>;
}

export async function legacyView(wire: Wire, toCompare: readonly ToolCall[]): Promise<LegacyView> {
  const session = await wire.open();
  try {
    const initialize = await session.send('initialize (2025-11-25)', initializeRequest(1));
    const result = resultOf(initialize);
    const view: LegacyView = { initialize, list: [], calls: new Map() };
    if (typeof result?.protocolVersion !== 'string') return view;
    const sessionId = initialize.response.headers?.['mcp-session-id'];
    const headers = { 'MCP-Protocol-Version': result.protocolVersion, ...(sessionId ? { 'Mcp-Session-Id': sessionId } : {}) };
    await session.send('notifications/initialized', { jsonrpc: '2.0', method: 'notifications/initialized' }, headers);
    view.list.push(await session.send('tools/list (2025-11-25)', legacyRequest(2, 'tools/list'), headers));
    let id = 2;
    for (const call of toCompare) {
      const params: Json = { name: call.tool, arguments: call.args };
      view.calls.set(call.tool, await session.send(`tools/call ${call.tool} (2025-11-25)`, legacyRequest((id += 1), 'tools/call', params), headers));
    }
    return view;
  } finally {
    await session.close();
  }
}
