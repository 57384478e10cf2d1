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
import { Client, type CacheEntry, type ClientCapabilities, type ClientContext, type Implementation, type JSONRPCRequest, type ResponseCacheStore, type Result, type VersionNegotiationOptions } from '@modelcontextprotocol/client';

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
  /** `versionNegotiation`: how an HTTP session finds its era (era.ts); stdio connects from a probed verdict instead. */
  constructor(info: Implementation, capabilities: ClientCapabilities, versionNegotiation?: VersionNegotiationOptions) {
    super(info, { capabilities, inputRequired: { autoFulfill: false }, responseCacheStore: new NoResponseCache(), ...(versionNegotiation ? { versionNegotiation } : {}) });
  }

  protected override _wrapHandler(method: string, handler: (request: JSONRPCRequest, ctx: ClientContext) => Promise<Result>): (request: JSONRPCRequest, ctx: ClientContext) => Promise<Result> {
    const checked = super._wrapHandler(method, handler);
    return (request, ctx) => (isTaskAugmented(request) ? handler(request, ctx) : checked(request, ctx));
  }
}

/** Spec 2025-11-25 (tasks): a request that asks to be run as a task carries `params.task`. */
function isTaskAugmented(request: JSONRPCRequest): boolean {
  const task: unknown = request.params?.task;
  return typeof task === 'object' && task !== null;
}
