/** Opening traces: our JSONL format and the importers (docs/trace-format.md). */
export { openTrace, detectTraceFormat } from './open-trace';
export { readTraceJsonl } from './read-jsonl';
export { importClaudeDesktopLog } from './import-claude-desktop';
export { importHar } from './import-har';
export { importInspectorExport } from './import-inspector';
export { importMcpjamLog } from './import-mcpjam';
export {
  TRACE_FORMAT,
  TRACE_SOURCE_LABELS,
  TRACE_VERSION,
  type Trace,
  type TraceError,
  type TraceErrorCode,
  type TraceHeader,
  type TraceResult,
  type TraceSourceFormat,
} from './trace';
