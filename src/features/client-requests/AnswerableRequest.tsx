/**
 * A request the person can answer, wired to the bridge: the Requests tab shows one, and a screen
 * whose request asked for input (an MRTR round of prompts/get or resources/read) shows its own
 * inputs the same way, with the same forms, checks and answer path.
 */
import { useReadOnlyView } from '../../api/BridgeContext';
import type { ClientRequestAnswer, ClientRequestRecord } from '../../core/bridge-api';
import type { LiveFinding } from '../../core/findings-api';
import { findingsOfClientRequest } from '../../core/findings-view';
import { useConnectionFindings } from '../findings/use-findings';
import { ClientRequestDetail } from './ClientRequestDetail';
import { openElicitationUrl } from './ElicitationUrlConsent';
import { useAnswerClientRequest, useClientRequests } from './use-client-requests';

/**
 * Keyed per request by its caller, so a half-written reply never carries over to another request.
 * `onAnswer` runs before the answer goes (the Requests tab pins its selection there). A recording
 * shows the request with nothing to answer it with.
 */
export function AnswerableDetail({ record, serverName, onAnswer, findings }: { record: ClientRequestRecord; serverName: string; onAnswer?: () => void; findings: readonly LiveFinding[] }) {
  const { state, send } = useAnswerClientRequest(record);
  const readOnly = useReadOnlyView();
  const answer = (value: ClientRequestAnswer) => {
    onAnswer?.();
    send(value);
  };
  const answering = readOnly ? undefined : { state, onSend: answer, onOpenUrl: openElicitationUrl };
  return <ClientRequestDetail record={record} serverName={serverName} answering={answering} findings={findings} />;
}

/**
 * While `method` for `name` (a prompt's name, a resource's URI) waits for its answer: the inputs
 * its MRTR round asks the person for, answerable where the request was sent (they are in the
 * Requests tab too), or a note saying where they would appear.
 */
export function PendingRoundInputs({ connectionId, serverName, method, name }: { connectionId: string; serverName: string; method: string; name: string }) {
  const query = useClientRequests(connectionId);
  const findings = useConnectionFindings(connectionId);
  const waiting = (query.data ?? []).filter((record) => record.status === 'pending' && record.round?.method === method && record.round.tool === name);
  if (waiting.length === 0) {
    return (
      <p data-testid="rounds-wait-note" className="text-xs text-zinc-500" aria-busy="true">
        Waiting for the answer to {method}. If the server asks for input (<span className="font-mono">input_required</span>), it shows here and in
        the Requests tab, and {method} is retried with your answers.
      </p>
    );
  }
  return (
    <section data-testid="pending-round-inputs" aria-label="Input the server asks for" className="rounded-md border border-amber-300 dark:border-amber-800">
      <h3 className="border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-xs font-semibold text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
        The server answered {method} with input_required: answer here or in the Requests tab
      </h3>
      {waiting.map((record) => (
        <AnswerableDetail key={record.id} record={record} serverName={serverName} findings={findingsOfClientRequest(findings, record.id)} />
      ))}
    </section>
  );
}
