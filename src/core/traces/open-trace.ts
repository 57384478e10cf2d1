/**
 * Opens any trace file mcpscope understands: recognises the format from the content (the file
 * name only breaks ties and picks the importer whose precise error the user should see), then
 * hands it to that reader.
 */
import { importClaudeDesktopLog, parseClaudeLine } from './import-claude-desktop';
import { importHar } from './import-har';
import { importInspectorExport } from './import-inspector';
import { importMcpjamLog } from './import-mcpjam';
import { importOtlpJson } from './import-otlp';
import { isObject } from '../is-object';
import { excerpt, parseJson } from './parse-helpers';
import { readTraceJsonl } from './read-jsonl';
import { TRACE_FORMAT, TRACE_SOURCE_LABELS, traceErr, type TraceResult, type TraceSourceFormat } from './trace';

const JSON_FORMATS = new Set<TraceSourceFormat>(['har', 'mcp-inspector', 'mcpjam', 'otlp']);

/** How many leading lines are searched for a Claude Desktop log line (servers print banners first). */
const CLAUDE_SNIFF_LINES = 200;

const FILE_NAME_HINTS: Array<[RegExp, TraceSourceFormat]> = [
  [/\.jsonl$/i, 'mcpscope'],
  [/\.har$/i, 'har'],
  [/(^|[\\/])mcp(-server-.+)?\.log$/i, 'claude-desktop'],
  [/(^|[\\/])inspector-protocol[^\\/]*\.json$/i, 'mcp-inspector'],
  [/(^|[\\/])json-rpc-logs[^\\/]*\.json$/i, 'mcpjam'],
];

function arrayFormat(items: unknown[]): TraceSourceFormat | undefined {
  const first: unknown = items[0];
  if (!isObject(first)) return undefined;
  if ('message' in first && ['request', 'response', 'notification'].includes(first.direction as string)) return 'mcp-inspector';
  if ('payload' in first && typeof first.direction === 'string' && 'serverId' in first) return 'mcpjam';
  return undefined;
}

function sniffContent(text: string): { format: TraceSourceFormat; json?: unknown } | undefined {
  const start = text.trimStart()[0];
  if (start === '{') {
    const firstLine = parseJson(text.trimStart().split('\n', 1)[0]!);
    if (firstLine.ok && isObject(firstLine.value) && firstLine.value.format === TRACE_FORMAT) return { format: 'mcpscope' };
    const whole = parseJson(text);
    if (whole.ok && isObject(whole.value) && isObject(whole.value.log)) return { format: 'har', json: whole.value };
    if (whole.ok && isObject(whole.value) && Array.isArray(whole.value.resourceSpans)) return { format: 'otlp', json: whole.value };
    return undefined;
  }
  if (start === '[') {
    const whole = parseJson(text);
    const format = whole.ok && Array.isArray(whole.value) ? arrayFormat(whole.value) : undefined;
    return format ? { format, json: whole.ok ? whole.value : undefined } : undefined;
  }
  const lines = text.split('\n', CLAUDE_SNIFF_LINES);
  return lines.some((line) => parseClaudeLine(line.replace(/\r$/, '')) !== undefined) ? { format: 'claude-desktop' } : undefined;
}

function sniff(text: string, fileName?: string): { format: TraceSourceFormat; json?: unknown } | undefined {
  const byContent = sniffContent(text);
  if (byContent) return byContent;
  const byName = fileName ? FILE_NAME_HINTS.find(([pattern]) => pattern.test(fileName))?.[1] : undefined;
  return byName ? { format: byName } : undefined;
}

export function detectTraceFormat(text: string, fileName?: string): TraceSourceFormat | undefined {
  return sniff(text.replace(/^\uFEFF/, ''), fileName)?.format;
}

export function openTrace(input: string, fileName?: string): TraceResult {
  const text = input.replace(/^\uFEFF/, '');
  const sniffed = sniff(text, fileName);
  if (!sniffed) {
    const known = Object.values(TRACE_SOURCE_LABELS).join(', ');
    const start = text.trim() === '' ? 'the file is empty' : `the file starts with ${excerpt(text)}`;
    return traceErr('trace_unknown_format', `${fileName ?? 'this file'} is not a trace mcpscope can open: expected one of ${known}; ${start}`);
  }
  if (sniffed.format === 'mcpscope') return readTraceJsonl(text);
  if (sniffed.format === 'claude-desktop') return importClaudeDesktopLog(text, fileName);
  if (!JSON_FORMATS.has(sniffed.format)) return traceErr('trace_unknown_format', `no reader for ${sniffed.format}`);
  let json = sniffed.json;
  if (json === undefined) {
    const parsed = parseJson(text);
    if (!parsed.ok) {
      const where = parsed.line !== undefined ? `line ${parsed.line}, column ${parsed.column}: ` : '';
      return traceErr('trace_syntax', `${where}expected valid JSON for a ${TRACE_SOURCE_LABELS[sniffed.format]} (${parsed.reason})`, parsed.line !== undefined ? { line: parsed.line } : {});
    }
    json = parsed.value;
  }
  if (sniffed.format === 'har') return importHar(json);
  if (sniffed.format === 'mcp-inspector') return importInspectorExport(json, fileName);
  if (sniffed.format === 'otlp') return importOtlpJson(json);
  return importMcpjamLog(json);
}
