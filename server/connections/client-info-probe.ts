/**
 * "Compare with another client" (issue 4, Drift: "a tool list that differs by clientInfo"): a
 * second, short-lived session to a connection's server that claims another clientInfo and asks
 * for the same otherwise (target, capabilities, settings, roots), compared with the connection's
 * own listing. A server that shows a reviewer other tools than an agent is cloaking.
 *
 * It runs only when asked: it starts the user's server once more, which may have side effects.
 * The probe session is no user connection: it is not in the manager's list and emits no events,
 * so the SPA never shows it; its wire records go to a log of their own, and its trace file is
 * written like any session's, so what was sent can still be read. It always ends, whether it
 * listed, failed or timed out; killAllNow() reaches one still running when the bridge exits.
 */
import { compareClientInfoListings, driftDetails, pinSurface } from '../../src/core/analysis/drift';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import type { ClientInfo, ConnectionSummary, RootsState } from '../../src/core/bridge-api';
import { validateClientInfo } from '../../src/core/client-info';
import type { ClientInfoProbeResult } from '../../src/core/findings-api';
import type { Finding } from '../../src/core/analysis/finding';
import { err, ok, type Result } from '../../src/core/result';
import { collectSurface, type SurfaceSource } from '../analysis/surface';
import { WireLog } from '../log/wire-log';
import { Connection, type ConnectionDeps } from './connection';
import { whenListsQuiet } from './quiet-lists';

/** Connecting, letting the lists settle and listing: a server slower than this is reported, not waited for. */
export const PROBE_TIMEOUT_MS = 30_000;

export type ClientComparison = ClientInfoProbeResult<Finding>;

export interface CompareOptions {
  /** The name findings carry (scan: the mcp.json key); else surfaceName() of the connection. */
  givenName?: string;
  timeoutMs?: number;
}

interface ProbeEnvironment {
  tracesDir: string;
  version: string;
  /** The connections' own listings (the manager). */
  surfaces: SurfaceSource;
  /** OAuth (issue 7): the probe signs in as its source connection, with the same stored tokens. */
  authFetch?: ConnectionDeps['authFetch'];
}

const SETTLED = new Set(['ready', 'failed', 'closed']);

/** One probe session. */
class ProbeSession {
  readonly connection: Connection;
  private readonly settled: Promise<ConnectionSummary>;
  private readonly listChanged = new Set<() => void>();
  private readonly roots: RootsState;

  constructor(source: Connection, clientInfo: ClientInfo, env: ProbeEnvironment) {
    this.roots = source.getRoots();
    let settle: (summary: ConnectionSummary) => void = () => undefined;
    this.settled = new Promise((resolve) => (settle = resolve));
    this.connection = new Connection(`${source.id}-as-client`, `${source.name} (as ${clientInfo.name})`, source.target, source.features, source.summary().settings, {
      log: new WireLog(),
      tracesDir: env.tracesDir,
      version: env.version,
      emitConnection: (summary) => {
        if (SETTLED.has(summary.state)) settle(summary);
      },
      emitCall: () => undefined,
      // Nobody answers a sampling or elicitation request the server sends the probe; it is withdrawn when the session ends.
      emitClientRequest: () => undefined,
      emitListChange: () => {
        for (const changed of this.listChanged) changed();
      },
      ...(env.authFetch ? { authFetch: env.authFetch } : {}),
    }, clientInfo);
  }

  /** The surface under `serverName`, or why there is none; the session is over when this resolves. */
  async list(serverName: string, timeoutMs: number): Promise<Result<ServerSurface>> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Result<never>>((resolve) => {
      timer = setTimeout(() => resolve(err('timed_out', `The server did not answer the probe within ${timeoutMs} ms.`)), timeoutMs).unref();
    });
    try {
      return await Promise.race([this.connectAndList(serverName), timeout]);
    } finally {
      clearTimeout(timer);
      await this.connection.disconnect();
    }
  }

  private async connectAndList(serverName: string): Promise<Result<ServerSurface>> {
    // Before connect, this only stores them: the server sees the roots the connection has.
    await this.connection.setRoots(this.roots);
    this.connection.connect();
    const settled = await this.settled;
    if (settled.state !== 'ready') return err(settled.error?.code ?? 'connect_failed', `The probe could not connect: ${settled.error?.message ?? settled.state}`);
    await whenListsQuiet((changed) => {
      this.listChanged.add(changed);
      return () => this.listChanged.delete(changed);
    });
    return collectSurface({ listAll: (_id, kind) => this.connection.listAll(kind) }, this.connection.summary(), serverName);
  }
}

/** The probes running, one at most per connection. */
export class ClientInfoProbes {
  private readonly running = new Map<string, ProbeSession>();

  constructor(private readonly env: ProbeEnvironment) {}

  /** Lists `source`'s server as `clientInfo` and compares that with `source`'s own listing. */
  async compare(source: Connection, clientInfo: ClientInfo, options: CompareOptions = {}): Promise<Result<ClientComparison>> {
    const claimed = validateClientInfo(clientInfo);
    if (!claimed.ok) return claimed;
    if (source.state !== 'ready') return err('not_connected', `${source.id} is ${source.state}, not ready: the probe compares with a ready connection's listing`);
    if (this.running.has(source.id)) return err('bad_request', `A comparison with another client is already running on ${source.id}.`);
    const session = new ProbeSession(source, claimed.value, this.env);
    this.running.set(source.id, session);
    try {
      const summary = source.summary();
      const own = await collectSurface(this.env.surfaces, summary, options.givenName);
      if (!own.ok) return own;
      const other = await session.list(own.value.server, options.timeoutMs ?? PROBE_TIMEOUT_MS);
      if (!other.ok) return err(other.error.code, `Listing as '${claimed.value.name}' failed. ${other.error.message}`);
      const a = { clientInfo: summary.lifecycle.clientInfo, surface: own.value };
      const b = { clientInfo: session.connection.summary().lifecycle.clientInfo, surface: other.value };
      // Diffed as drift.ts says: `before` is this connection's listing, `after` the other client's.
      return ok({ clientInfo: b.clientInfo, findings: compareClientInfoListings(a, b), changes: driftDetails(b.surface, pinSurface(a.surface), 'reconnect') });
    } finally {
      this.running.delete(source.id);
    }
  }

  killAllNow(): void {
    for (const session of this.running.values()) session.connection.killNow();
  }
}
