/**
 * MCP Apps (issue 21): the SPA hosts an app's iframe, so only the SPA sees the app's postMessage
 * conversation. It reports what it saw, and the bridge logs and traces it beside the MCP messages.
 *
 *   POST   /api/connections/:id/app-records   AppRecordsRequest -> { ok: true }
 */
import type { AppCspViolationRecord, AppMessageRecord } from '../wire';

/** An app record as the SPA reports it: the bridge stamps `seq`, `t` and `conn`. */
export type AppRecordInput = Omit<AppMessageRecord, 'seq' | 't' | 'conn'> | Omit<AppCspViolationRecord, 'seq' | 't' | 'conn'>;

export interface AppRecordsRequest {
  /** In the order the SPA observed them. */
  records: AppRecordInput[];
}
