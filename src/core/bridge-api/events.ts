/**
 * The event stream: everything the SPA follows live.
 *
 *   GET    /api/events                           -> text/event-stream of BridgeEvent
 */
import type { AuthFlowState } from '../auth/types';
import type { FindingsEvent } from '../findings-api';
import type { ConnectionId, WireRecord } from '../wire';
import type { CallRecord } from './calls';
import type { ClientRequestRecord } from './client-requests';
import type { ConnectionSummary } from './connections';
import type { ListChange } from './lists';

export type BridgeEvent =
  | { type: 'records'; records: WireRecord[] }
  | { type: 'connection'; connection: ConnectionSummary }
  | { type: 'connection-removed'; id: ConnectionId }
  | { type: 'call'; call: CallRecord }
  | { type: 'client-request'; request: ClientRequestRecord }
  | { type: 'list-change'; change: ListChange }
  /** Every change of a connection's OAuth flow (issue 7), so the auth debugger follows it live. */
  | { type: 'auth'; flow: AuthFlowState }
  | FindingsEvent;
