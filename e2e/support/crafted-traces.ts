/** Traces a hostile server or a hand could craft (issue 17, finding 7), for the viewer and export specs. */

export const TRACE_HEADER = JSON.stringify({ format: 'mcpscope-trace', version: 1, createdAt: new Date().toISOString(), mcpscopeVersion: '0.1.0', conn: 'c1', target: { transport: 'stdio', command: 'node', args: [] } });

/**
 * Issue 17, finding 7: a trace whose records a hostile server or a hand could craft. Each of these
 * blanked the viewer (`RangeError: Invalid time value`) or crashed `mcpscope export`.
 */
export const CRAFTED_TRACE = [
  TRACE_HEADER,
  '{"t":1,"conn":"c1","kind":"note","text":"before the crafted records"}',
  '{"t":1e16,"conn":"c1","kind":"note","text":"in the year 316889"}',
  '{"t":-1e20,"conn":"c1","kind":"note","text":"before time"}',
  '{"t":"x","conn":"c1","kind":"note","text":"not a number"}',
  '{"conn":"c1","kind":"note","text":"no time at all"}',
  `{"t":2,"conn":"c1","kind":"message","dir":"in","msg":{"jsonrpc":"2.0","id":1,"result":${'['.repeat(6000)}${']'.repeat(6000)}}}`,
  '{"t":3,"conn":"c1","kind":"note","text":"after the crafted records"}',
  '',
].join('\n');

/** A HAR of two exchanges; the first one's response says base64 and is not. */
export function harWithBadBase64(): string {
  const exchange = (id: number, method: string, content: Record<string, unknown>) => ({
    startedDateTime: new Date(Date.now() + id).toISOString(),
    time: 10,
    request: { method: 'POST', url: 'http://127.0.0.1:9/mcp', headers: [], postData: { mimeType: 'application/json', text: JSON.stringify({ jsonrpc: '2.0', id, method }) } },
    response: { status: 200, statusText: 'OK', headers: [{ name: 'content-type', value: 'application/json' }], content: { mimeType: 'application/json', ...content } },
  });
  return JSON.stringify({
    log: {
      version: '1.2',
      entries: [exchange(0, 'initialize', { text: '%%% not base64 %%%', encoding: 'base64' }), exchange(1, 'tools/list', { text: JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [] } }) })],
    },
  });
}
