/** For the mock's unit tests: JSON-RPC messages in few characters, and a plan out of a respond() result. */
import type { WireMessage } from '../wire';
import type { MockPlan, MockResponder } from './responder';

export const rpc = (msg: Record<string, unknown>): WireMessage => ({ jsonrpc: '2.0', ...msg });

export function plan(result: ReturnType<MockResponder['respond']>): MockPlan {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
