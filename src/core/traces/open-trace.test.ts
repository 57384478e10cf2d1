import { describe, expect, it } from 'vitest';
import { detectTraceFormat, openTrace } from './open-trace';

const header = '{"format":"mcpscope-trace","version":1,"createdAt":"2026-01-01T00:00:00.000Z","mcpscopeVersion":"0.1.0","conn":"c1","target":{"transport":"stdio","command":"x","args":[]}}';

describe('detectTraceFormat', () => {
  it('recognises each format by its content', () => {
    expect(detectTraceFormat(`${header}\n`)).toBe('mcpscope');
    expect(detectTraceFormat('{"log":{"version":"1.2","entries":[]}}')).toBe('har');
    expect(detectTraceFormat('[{"id":"a","timestamp":"2026-01-01T00:00:00Z","direction":"request","message":{}}]')).toBe('mcp-inspector');
    expect(detectTraceFormat('[{"timestamp":"2026-01-01T00:00:00Z","source":"mcp-server","serverId":"s","direction":"SEND","payload":{}}]')).toBe('mcpjam');
    expect(detectTraceFormat('Starting...\n2026-01-01T00:00:00.000Z [s] [info] Initializing server...\n')).toBe('claude-desktop');
    expect(detectTraceFormat('\uFEFF' + header)).toBe('mcpscope');
  });

  it('falls back on the file name, so the right reader explains what is wrong', () => {
    expect(detectTraceFormat('nonsense', 'session.jsonl')).toBe('mcpscope');
    expect(detectTraceFormat('[]', 'json-rpc-logs-2026-01-01T00-00-00-000Z.json')).toBe('mcpjam');
    expect(detectTraceFormat('nonsense')).toBeUndefined();
  });
});

describe('openTrace', () => {
  it('opens through the detected reader', () => {
    expect(openTrace(`${header}\n`)).toMatchObject({ ok: true, value: { source: 'mcpscope', records: [] } });
  });

  it('gives a clear error when nothing matches', () => {
    expect(openTrace('hello world', 'notes.txt')).toEqual({
      ok: false,
      error: {
        code: 'trace_unknown_format',
        message: 'notes.txt is not a trace mcpscope can open: expected one of mcpscope trace (JSONL), Claude Desktop MCP log, HAR of Streamable HTTP traffic, MCP Inspector Protocol export, MCPJam JSON-RPC log download, OTLP/JSON trace data with MCP spans; the file starts with "hello world"',
      },
    });
  });

  it('points at the line and column of broken JSON', () => {
    const opened = openTrace('{\n  "log": {\n    "entries": [,]\n  }\n}', 'capture.har');
    expect(opened).toMatchObject({ ok: false, error: { code: 'trace_syntax', line: 3, message: expect.stringMatching(/^line 3, column 17: expected valid JSON for a HAR of Streamable HTTP traffic/) as unknown } });
  });

  it('lets the chosen reader explain a file that does not fit it', () => {
    expect(openTrace('nonsense\n', 'session.jsonl')).toMatchObject({ ok: false, error: { line: 1, message: expect.stringMatching(/^line 1: expected the header/) as unknown } });
  });
});
