/**
 * Sending an edited request again on its connection (issue 20). A tools/call starts a call, as the
 * Tools screen does, so it shows progress, can be cancelled and is analysed for findings; its
 * answer is read from the call records the event stream keeps current. Any other request goes
 * through the plain rpc route, whose answer is the outcome itself.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { answerOfCall, answerOfRpc, type Answer } from '../../core/answer-compare';
import type { RpcRequest } from '../../core/bridge-api';
import type { ResendPlan } from '../../core/resend-request';
import { useCallRecords, useStartCall } from '../tools/use-tools-data';

export type ResendState =
  | { status: 'idle' }
  /** Sent (or being sent); a started call says which, so its progress can be followed. */
  | { status: 'pending'; callId?: string }
  /** The bridge did not send it: the connection is not ready, the request was refused, … */
  | { status: 'refused'; message: string }
  | { status: 'answered'; answer: Answer; callId?: string };

export type SendablePlan = Exclude<ResendPlan, { route: 'none' }>;

export function useResend(connectionId: string): { state: ResendState; send: (plan: SendablePlan) => void } {
  const client = useBridgeClient();
  const [route, setRoute] = useState<SendablePlan['route'] | null>(null);
  const calls = useCallRecords(connectionId).data;
  const call = useStartCall(connectionId);
  // Each send starts a new mutation, whose data stays empty until the bridge names the call.
  const callId = call.data?.id;
  const rpc = useMutation({ mutationFn: (request: RpcRequest) => client.rpc(connectionId, request) });

  const send = (plan: SendablePlan) => {
    setRoute(plan.route);
    if (plan.route === 'call') call.mutate(plan.call);
    else rpc.mutate(plan.rpc);
  };

  if (route === 'rpc') return { state: stateOf(rpc, rpc.data && answerOfRpc(rpc.data)), send };
  const record = callId === undefined ? undefined : calls?.findLast((candidate) => candidate.id === callId);
  return { state: stateOf(route === 'call' ? call : undefined, record && answerOfCall(record), callId), send };
}

type MutationStatus = { status: 'idle' | 'pending' | 'error' | 'success'; error: Error | null };

function stateOf(mutation: MutationStatus | undefined, answer: Answer | undefined, callId?: string): ResendState {
  if (!mutation || mutation.status === 'idle') return { status: 'idle' };
  if (mutation.status === 'error') return { status: 'refused', message: mutation.error?.message ?? 'The bridge refused the request.' };
  const call = callId === undefined ? {} : { callId };
  return answer === undefined ? { status: 'pending', ...call } : { status: 'answered', answer, ...call };
}
