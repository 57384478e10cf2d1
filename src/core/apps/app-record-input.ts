/**
 * The records of an app's conversation the analysis reads (issue 21): what the app posted to the
 * host (its requests, `ui/message` among them) and what its CSP blocked. What the host posted to
 * the app is ours, not the server's, so it is not analysed.
 */
import type { AppConversationInput } from '../analysis/inputs';
import { isObject } from '../is-object';
import type { WireRecord } from '../wire';

export function appRecordInput(record: WireRecord, server: string): AppConversationInput | undefined {
  if (record.kind === 'app-csp') return { server, seq: record.seq, kind: 'csp-violation', uri: record.uri, directive: record.directive, blockedUri: record.blockedUri };
  if (record.kind !== 'app' || record.dir !== 'from-app' || !isObject(record.msg) || typeof record.msg.method !== 'string') return undefined;
  return { server, seq: record.seq, kind: 'message', method: record.msg.method, params: record.msg.params };
}
