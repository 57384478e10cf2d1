/**
 * The bridge API as the SPA uses it, from Node: token-authenticated HTTP routes and the event
 * stream (src/core/bridge-api.ts). B1 times calls through it; B2 and B4 start their calls with it.
 */
import { createParser } from 'eventsource-parser';
import type { BridgeEvent, CallRecord, CallRequest, ConnectionSummary, RpcOutcome } from '../../src/core/bridge-api';
import type { RunningMcpscope } from '../../e2e/support/mcpscope-process';

export class BridgeClient {
  private readonly waiting = new Map<string, (call: CallRecord) => void>();
  /** Call outcomes that arrived before anyone waited for them (the stream can beat the POST's answer). */
  private readonly finished = new Map<string, CallRecord>();
  private readonly stream = new AbortController();

  constructor(private readonly mcpscope: RunningMcpscope) {}

  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.mcpscope.origin}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.mcpscope.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** The first ready connection (the CLI connects its --stdio target at start). */
  async readyConnection(timeoutMs = 60_000): Promise<ConnectionSummary> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ready = (await this.request<ConnectionSummary[]>('GET', '/connections')).find((connection) => connection.state === 'ready');
      if (ready) return ready;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no connection became ready in ${timeoutMs} ms`);
  }

  /** Subscribes to /api/events, as the SPA does, so calls can be awaited to their end. */
  async listen(): Promise<void> {
    const response = await fetch(`${this.mcpscope.origin}/api/events`, { headers: { Authorization: `Bearer ${this.mcpscope.token}` }, signal: this.stream.signal });
    if (!response.ok || !response.body) throw new Error(`GET /api/events: HTTP ${response.status}`);
    const parser = createParser({
      onEvent: (message) => {
        if (message.event !== 'call') return;
        const { call } = JSON.parse(message.data) as Extract<BridgeEvent, { type: 'call' }>;
        if (call.status === 'running') return;
        const resolve = this.waiting.get(call.id);
        if (resolve) {
          this.waiting.delete(call.id);
          resolve(call);
        } else this.finished.set(call.id, call);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          parser.feed(value);
        }
      } catch {
        // Aborted by close().
      }
    })();
  }

  /** POST /calls, then the call's end from the event stream: the SPA's round trip. */
  async call(conn: string, request: CallRequest): Promise<CallRecord> {
    const started = await this.request<CallRecord>('POST', `/connections/${conn}/calls`, request);
    const early = this.finished.get(started.id);
    if (early) {
      this.finished.delete(started.id);
      return early;
    }
    return new Promise((resolve) => this.waiting.set(started.id, resolve));
  }

  /** POST /rpc with tools/call: one HTTP request that answers with the result. */
  rpcCall(conn: string, name: string, args: Record<string, unknown>): Promise<RpcOutcome> {
    return this.request<RpcOutcome>('POST', `/connections/${conn}/rpc`, { method: 'tools/call', params: { name, arguments: args } });
  }

  close(): void {
    this.stream.abort();
  }
}
