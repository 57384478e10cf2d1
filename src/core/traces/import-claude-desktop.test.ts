import { describe, expect, it } from 'vitest';
import { importClaudeDesktopLog, parseClaudeLine } from './import-claude-desktop';

const T = '2025-06-01T10:00:00.123Z';

function imported(text: string, fileName?: string) {
  const result = importClaudeDesktopLog(text, fileName);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('parseClaudeLine', () => {
  it('reads both bracket orders, and a line with no server', () => {
    expect(parseClaudeLine(`${T} [github] [info] Message from client: {}`)).toMatchObject({ server: 'github', level: 'info' });
    expect(parseClaudeLine(`${T} [error] [github] Server disconnected.`)).toMatchObject({ server: 'github', level: 'error', text: 'Server disconnected.' });
    expect(parseClaudeLine(`${T} [info] Initializing server...`)).toEqual({ t: Date.parse(T), level: 'info', text: 'Initializing server...' });
    expect(parseClaudeLine('Secure MCP Filesystem Server running on stdio')).toBeUndefined();
  });
});

describe('importClaudeDesktopLog', () => {
  it('turns messages into records with direction, strips the metadata suffix, and keeps stderr lines', () => {
    const trace = imported([
      'npm warn deprecated glob@10.5.0',
      `${T} [fs] [info] Initializing server... { metadata: undefined }`,
      `2025-06-01T10:00:00.200Z [fs] [info] Message from client: {"method":"tools/call","params":{"name":"a{b"},"jsonrpc":"2.0","id":4} { metadata: undefined }`,
      'tool called with a{b',
      `2025-06-01T10:00:00.300Z [fs] [info] Message from server: {"jsonrpc":"2.0","id":4,"result":{"content":[]}}`,
      `2025-06-01T10:00:00.400Z [fs] [error] Server disconnected. For troubleshooting guidance, please visit our debugging documentation {"context":"connection"}`,
      `2025-06-01T10:00:00.500Z [fs] [info] Client transport closed { metadata: undefined }`,
    ].join('\n'));
    expect(trace.records.map((r) => [r.kind, r.t - Date.parse(T)])).toEqual([
      ['stderr', 0], ['lifecycle', 0], ['message', 77], ['stderr', 77], ['message', 177], ['client-error', 277], ['note', 377],
    ]);
    expect(trace.records[2]).toMatchObject({ dir: 'out', conn: 'fs', msg: { id: 4, params: { name: 'a{b' } } });
    expect(trace.records[4]).toMatchObject({ dir: 'in', msg: { id: 4 } });
    expect(trace.records[1]).toMatchObject({ state: 'connecting', detail: 'Claude Desktop: Initializing server...' });
    expect(trace.records[5]).toMatchObject({ message: expect.stringContaining('Server disconnected') as unknown });
    expect(trace.records[6]).toMatchObject({ text: 'Claude Desktop [info]: Client transport closed' });
  });

  it('keeps each server of mcp.log apart, and names the server of a line without one after the file', () => {
    const multi = imported([
      `${T} [info] [memory] Message from client: {"method":"ping","jsonrpc":"2.0","id":1}`,
      `${T} [info] [kite] Message from client: {"method":"ping","jsonrpc":"2.0","id":1}`,
    ].join('\n'), 'mcp.log');
    expect(multi.records.map((r) => r.conn)).toEqual(['memory', 'kite']);
    const single = imported(`${T} [info] Message from server: {"jsonrpc":"2.0","id":1,"result":{}}`, '/Users/x/Library/Logs/Claude/mcp-server-weather.log');
    expect(single.header.conn).toBe('weather');
  });

  it('marks a message that is not valid JSON-RPC the way the live wire tap does', () => {
    const trace = imported(`${T} [x] [info] Message from server: {"id":1,"result":{}}`);
    expect(trace.records[0]).toMatchObject({ problem: 'not valid JSON-RPC: missing "jsonrpc": "2.0"' });
  });

  it('drops a torn last message line with a warning, and skips a broken one elsewhere, naming it', () => {
    const torn = imported(`${T} [x] [info] Message from client: {"method":"ping","jsonrpc":"2.0","id":1}\n${T} [x] [info] Message from server: {"jsonrpc":"2.0","id":1,"res`);
    expect(torn.records).toHaveLength(1);
    expect(torn.warnings).toEqual([expect.stringMatching(/^line 2 was dropped/)]);
    const broken = imported(`${T} [x] [info] Message from server: {"jsonrpc":"2.0","id":1,"res\n${T} [x] [info] Message from client: {}\n`);
    expect(broken.records).toHaveLength(1);
    expect(broken.warnings).toEqual([expect.stringMatching(/^line 1: expected a JSON-RPC message after "Message from server:", got "\{\\"jsonrpc/)]);
  });

  // Issue 17, finding 7: a line of the right shape with no real time made a NaN time.
  it('skips a line whose time is no time, and keeps a message nested too deep as its text', () => {
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    const log = imported(`2026-13-45T99:99:99Z [x] [info] Message from client: {}\n${T} [x] [info] Message from server: ${deep}\n`);
    expect(log.warnings).toEqual(['line 1: expected a valid ISO-8601 time at the start, got "2026-13-45T99:99:99Z"']);
    expect(log.records).toEqual([expect.objectContaining({ kind: 'message', raw: deep, problem: 'nested more than 256 levels deep' })]);
  });

  it('says what a Claude Desktop log line looks like when none is found', () => {
    expect(importClaudeDesktopLog('hello\nworld\n')).toMatchObject({
      ok: false,
      error: { line: 1, message: 'expected Claude Desktop log lines like "<ISO time> [server] [info] Message from client: {…}", but no line has that shape; line 1 is "hello"' },
    });
  });
});

// Issue 20, item 4: Node's inspect wraps a long metadata object over lines; they are not stderr.
describe('wrapped metadata', () => {
  const log = [
    `${T} [github] [info] Message from client: {"method":"ping","jsonrpc":"2.0","id":1} { metadata: {`,
    "  requestId: 'a1',",
    "  origin: { host: 'claude' }",
    '} }',
    'server stderr after it',
    `2025-06-01T10:00:00.200Z [github] [error] Server transport closed unexpectedly { metadata: {`,
    "  context: 'connection',",
    "  stack: 'Error: spawn npx ENOENT'",
    '} }',
    `2025-06-01T10:00:00.300Z [github] [error] Could not attach { metadata: { context: 'attach' } }`,
  ].join('\n');

  it('attaches each wrapped metadata object to its log line, and keeps the real stderr line', () => {
    const trace = imported(log);
    expect(trace.records.map((r) => r.kind)).toEqual(['message', 'stderr', 'lifecycle', 'client-error']);
    expect(trace.records[1]).toMatchObject({ line: 'server stderr after it' });
    expect(trace.records[2]).toMatchObject({
      state: 'failed',
      detail: "Claude Desktop: Server transport closed unexpectedly (metadata: {\n  context: 'connection',\n  stack: 'Error: spawn npx ENOENT'\n})",
    });
    expect(trace.records[3]).toMatchObject({ message: "Claude Desktop: Could not attach (metadata: { context: 'attach' })" });
    expect(trace.warnings).toEqual([]);
  });
});
