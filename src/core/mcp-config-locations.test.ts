import { describe, expect, it } from 'vitest';
import { locateServerEntries } from './mcp-config-locations';

describe('locateServerEntries', () => {
  it('finds each entry of a JSONC mcp.json, comments and trailing commas included, from its name to its closing brace', () => {
    const text = [
      '{',
      '  // "notes": a comment that mentions a server name',
      '  "servers": {',
      '    "notes": { "command": "node", "args": ["notes"] },',
      '    "fetch": {',
      '      "type": "stdio",',
      '      "command": "uvx", /* the "notes" server is above */',
      '    },',
      '  },',
      '}',
    ].join('\n');
    const entries = locateServerEntries(text);
    expect(entries.get('notes')).toEqual({ startLine: 4, startColumn: 5, endLine: 4, endColumn: 54 });
    expect(entries.get('fetch')).toEqual({ startLine: 5, startColumn: 5, endLine: 8, endColumn: 6 });
    expect([...entries.keys()]).toEqual(['notes', 'fetch']);
  });

  it('reads the servers object parseMcpConfig reads: mcpServers first, then a settings.json\'s mcp.servers', () => {
    const both = '{\n"servers": { "a": {} },\n"mcpServers": { "a": {} }\n}';
    expect(locateServerEntries(both).get('a')?.startLine).toBe(3);
    const settings = '{\n  "editor.tabSize": 2,\n  "mcp": {\n    "servers": {\n      "a": { "url": "https://example.com/mcp" }\n    }\n  }\n}';
    expect(locateServerEntries(settings).get('a')?.startLine).toBe(5);
  });

  it('keeps the last of two entries with one name, the one the parser reads', () => {
    expect(locateServerEntries('{"mcpServers": {\n"a": {},\n"a": {}\n}}').get('a')?.startLine).toBe(3);
  });

  it('finds nothing in text with no servers object', () => {
    expect(locateServerEntries('{"other": {}}').size).toBe(0);
    expect(locateServerEntries('not json').size).toBe(0);
  });
});
