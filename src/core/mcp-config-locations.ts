/**
 * Where each server's entry sits in an mcp.json's text (issue 19, item 7): the lines a SARIF
 * result points at, so code scanning annotates the entry that launched the server. Read with
 * jsonc-parser's syntax tree, as parseMcpConfig reads the values: comments, trailing commas and a
 * server name that also appears inside another entry cannot move a location.
 */
import { findNodeAtLocation, getNodeValue, parseTree, type Node } from 'jsonc-parser';
import { lineAndColumn, serversKeyPath } from './mcp-config';

/** 1-based lines and columns; the end column is the one after the entry's last character (SARIF §3.30.5). */
export interface TextRegion {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

/**
 * Each server's entry, from the opening quote of its name to its closing brace, by name. A name
 * given twice keeps its last entry, the one JSON parsers (and parseMcpConfig) read. Empty when
 * the text has no servers object.
 */
export function locateServerEntries(text: string): Map<string, TextRegion> {
  const located = new Map<string, TextRegion>();
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const keyPath = root ? serversKeyPath(getNodeValue(root)) : null;
  const servers = root && keyPath ? findNodeAtLocation(root, [...keyPath]) : undefined;
  if (servers?.type !== 'object') return located;
  for (const property of servers.children ?? []) {
    const name = property.children?.[0]?.value as unknown;
    if (typeof name === 'string') located.set(name, regionOf(text, property));
  }
  return located;
}

function regionOf(text: string, node: Node): TextRegion {
  const start = lineAndColumn(text, node.offset);
  const end = lineAndColumn(text, node.offset + node.length);
  return { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column };
}
