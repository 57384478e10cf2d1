/**
 * The SDK Client as an inspector needs it: it does nothing behind the person's back (issue 18,
 * item 1). SDK 2 answers a 2026-07-28 `input_required` result itself (MRTR auto-fulfilment) and
 * may serve a list or a read from its response cache when the server's `ttlMs` says it is fresh;
 * either would show the person an answer the server never gave in that exchange. So
 * `input_required` surfaces to the caller, and the cache store never stores anything.
 *
 * mcpscope also hosts 2025-11-25 tasks for the server's sampling and elicitation requests
 * (hosted-tasks.ts): such a request is answered with a CreateTaskResult, which the SDK's own
 * result check for those two methods would refuse, so task-augmented requests skip that check.
 */
import {
  Client,
  type CacheEntry,
  type ClientCapabilities,
  type ClientContext,
  type Implementation,
  type JSONRPCNotification,
  type JSONRPCRequest,
  type JSONRPCResponse,
  type MessageExtraInfo,
  type ResponseCacheStore,
  type Result,
  type VersionNegotiationOptions,
} from '@modelcontextprotocol/client';

/** A response cache that holds nothing: every list and read reaches the server and the wire tap. */
class NoResponseCache implements ResponseCacheStore {
  private stamp = 0;

  get(): CacheEntry | undefined {
    return undefined;
  }

  set(): number {
    return ++this.stamp;
  }

  delete(): void {}

  evict(): void {}

  clear(): void {}
}

export class InspectorClient extends Client {
  /** Progress tokens, keyed as the SDK keys them (a number), whose notification waits for its handler. */
  private readonly progressQueued = new Set<number>();

  /** `versionNegotiation`: how an HTTP session finds its era (era.ts); stdio connects from a probed verdict instead. */
  constructor(info: Implementation, capabilities: ClientCapabilities, versionNegotiation?: VersionNegotiationOptions) {
    super(info, { capabilities, inputRequired: { autoFulfill: false }, responseCacheStore: new NoResponseCache(), ...(versionNegotiation ? { versionNegotiation } : {}) });
  }

  protected override _wrapHandler(method: string, handler: (request: JSONRPCRequest, ctx: ClientContext) => Promise<Result>): (request: JSONRPCRequest, ctx: ClientContext) => Promise<Result> {
    const checked = super._wrapHandler(method, handler);
    return (request, ctx) => (isTaskAugmented(request) ? handler(request, ctx) : checked(request, ctx));
  }

  /**
   * The SDK hands a notification to its handler a microtask later but handles a response at once,
   * dropping the request's progress handler: a notifications/progress that came just before its
   * own result (in the same read) was reported "for an unknown token" (issue 20, item 3). Such a
   * response now waits until the notification was handled; progress after the result still is
   * reported.
   */
  protected override _onnotification(raw: JSONRPCNotification, extra?: MessageExtraInfo): void {
    super._onnotification(raw, extra);
    const token: unknown = raw.method === 'notifications/progress' ? raw.params?.progressToken : undefined;
    if (typeof token !== 'string' && typeof token !== 'number') return;
    this.progressQueued.add(Number(token));
    // Queued after the SDK's microtask for the handler, so it runs once the handler has.
    queueMicrotask(() => this.progressQueued.delete(Number(token)));
  }

  protected override _onresponse(response: JSONRPCResponse): void {
    if (this.progressQueued.has(Number(response.id))) queueMicrotask(() => super._onresponse(response));
    else super._onresponse(response);
  }
}

/** Spec 2025-11-25 (tasks): a request that asks to be run as a task carries `params.task`. */
function isTaskAugmented(request: JSONRPCRequest): boolean {
  const task: unknown = request.params?.task;
  return typeof task === 'object' && task !== null;
}
