/**
 * The bridge API as the SPA uses it, from Node: token-authenticated HTTP routes and the event
 * stream (src/core/bridge-api.ts). B1 times calls through it; B2 and B4 start their calls with it.
 *
 * Plain `node:http` on one kept-alive socket, not `fetch`: B1 measures what the bridge adds, and
 * Node's fetch (undici) alone costs 0.5-0.9 ms per loopback request on this machine against
 * 0.1-0.2 ms for `http.request`, several times the direct stdio round trip it is compared with.
 */
import http from 'node:http';
import { createParser } from 'eventsource-parser';
import type { BridgeEvent, CallRecord, CallRequest, ConnectionSummary, RpcOutcome } from '../../src/core/bridge-api';
import type { RunningMcpscope } from '../../e2e/support/mcpscope-process';

export class BridgeClient {
  private readonly waiting = new Map<string, (call: CallRecord) => void>();
  /** Call outcomes that arrived before anyone waited for them (the stream can beat the POST's answer). */
  private readonly finished = new Map<string, CallRecord>();
  /**
   * The bridge closes a kept-alive socket after 5 s idle (Node's keepAliveTimeout), and a request
   * sent on it just then fails with ECONNRESET (B4 waits 10 s for a call). The agent drops idle
   * sockets after 4 s, first.
   */
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1, noDelay: true, timeout: 4_000 });
  private eventStream?: http.ClientRequest;

  constructor(private readonly mcpscope: RunningMcpscope) {}

  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { Authorization: `Bearer ${this.mcpscope.token}`, ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }) };
    return new Promise((resolve, reject) => {
      const req = http.request(`${this.mcpscope.origin}/api${path}`, { method, headers, agent: this.agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) resolve(JSON.parse(text) as T);
          else reject(new Error(`${method} ${path}: HTTP ${res.statusCode} ${text}`));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
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
  listen(): Promise<void> {
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
    return new Promise((resolve, reject) => {
      // Its own socket (no agent): the stream stays open for the client's life.
      this.eventStream = http.get(`${this.mcpscope.origin}/api/events`, { headers: { Authorization: `Bearer ${this.mcpscope.token}` } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`GET /api/events: HTTP ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => parser.feed(chunk));
        // close() destroys the stream; nothing is waiting on it by then.
        res.on('error', () => undefined);
        resolve();
      });
      this.eventStream.on('error', reject);
    });
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
    this.eventStream?.destroy();
    this.agent.destroy();
  }
}
