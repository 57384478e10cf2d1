/**
 * Answers a played-back app's own requests from the recording (issue 21, item 4). The live app
 * asks again what it asked when it was recorded (ui/initialize, a tools/call after a click…), but
 * with ids of its own: the n-th request of a method gets the recorded answer to the n-th recorded
 * request of that method, with the live request's id written in. What the recording cannot answer
 * gets a JSON-RPC error saying so, never a made-up result.
 */
import { classifyMessage, type RequestId } from '../jsonrpc';
import type { AppMessageRecord, WireMessage } from '../wire';

/** JSON-RPC "internal error": the host could not answer, the request itself was fine. */
export const NOT_RECORDED_CODE = -32603;

export class RecordedAnswers {
  /** Per method, the recorded answers (or null: asked, never answered) not yet given, oldest first. */
  private readonly pending = new Map<string, (WireMessage | null)[]>();

  constructor(messages: readonly AppMessageRecord[]) {
    const asked = new Map<RequestId, { method: string; index: number }>();
    for (const record of messages) {
      const shape = classifyMessage(record.msg);
      if (record.dir === 'from-app' && shape.type === 'request') {
        const answers = this.pending.get(shape.method) ?? [];
        this.pending.set(shape.method, answers);
        asked.set(shape.id, { method: shape.method, index: answers.push(null) - 1 });
      } else if (record.dir === 'to-app' && (shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
        const request = asked.get(shape.id);
        if (!request) continue;
        asked.delete(shape.id);
        this.pending.get(request.method)![request.index] = record.msg;
      }
    }
  }

  /** The answer to a live request of `method` with id `id`: the recorded one under that id, or an error. */
  answer(method: string, id: RequestId): WireMessage {
    const recorded = this.pending.get(method)?.shift();
    if (recorded) return { ...recorded, id };
    const why = recorded === null ? 'was asked but never answered in the recording' : 'is not in the recording';
    return { jsonrpc: '2.0', id, error: { code: NOT_RECORDED_CODE, message: `${method}: this request ${why} (a recorded app plays back with no server)` } };
  }
}
