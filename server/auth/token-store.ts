/**
 * Where the bridge keeps what OAuth gave it (issue 7, "Token storage"): per MCP server (keyed by
 * its canonical resource URL), the authorization server it used, the client registration it got,
 * and the tokens with when they were obtained and expire. A JSON file under the user's config
 * directory, owner-only (0600, re-chmod'ed when found looser), rewritten atomically. Nothing here
 * ever leaves the bridge: the API, events, traces and exports carry only SignedInInfo.
 * Without a file (tests, the conformance driver) the store lives in memory only.
 */
import { resourceUrlFromServerUrl, type AuthorizationServerMetadata, type OAuthClientInformationMixed, type OAuthTokens } from '@modelcontextprotocol/client';
import { isObject } from '../../src/core/is-object';
import { err, ok, type Result } from '../../src/core/result';
import { JsonMapFile } from '../config/json-map-file';
import { OWNER_FILE, tightenMode } from '../config/owner-only';

export interface StoredAuth {
  authorizationServerUrl: string;
  /** Public metadata, kept so a refresh needs no new discovery. */
  asMetadata?: AuthorizationServerMetadata;
  issuer?: string;
  /** The RFC 8707 resource sent with the grant, sent again with each refresh. */
  resource?: string;
  /** A dynamically registered client (RFC 7591); bound to the redirect_uri it was registered with. */
  client?: OAuthClientInformationMixed;
  redirectUri?: string;
  tokens?: OAuthTokens;
  obtainedAt?: number;
  expiresAt?: number;
}

function parseStored(json: unknown): Result<StoredAuth> {
  if (!isObject(json) || typeof json.authorizationServerUrl !== 'string') return err('bad_request', 'not an auth entry');
  return ok(json as unknown as StoredAuth);
}

/** RFC 8707 / MCP authorization: the canonical resource URI of the MCP server, without fragment. */
export function storeKey(serverUrl: string): string {
  return resourceUrlFromServerUrl(serverUrl).href;
}

export class TokenStore {
  private readonly memory = new Map<string, StoredAuth>();
  private file: Promise<JsonMapFile<StoredAuth>> | undefined;

  constructor(
    private readonly path: string | undefined,
    private readonly warn: (line: string) => void = () => undefined,
  ) {}

  private open(): Promise<JsonMapFile<StoredAuth>> | undefined {
    if (this.path === undefined) return undefined;
    this.file ??= (async () => {
      const file = await JsonMapFile.open(this.path as string, 'servers', parseStored, this.warn);
      tightenMode(this.path as string, OWNER_FILE);
      return file;
    })();
    return this.file;
  }

  /** As the file holds it now: tokens another mcpscope process obtained are used, not asked for again. */
  async get(serverUrl: string): Promise<StoredAuth | undefined> {
    const file = await this.open();
    if (!file) return this.memory.get(storeKey(serverUrl));
    await file.reload();
    return file.get(storeKey(serverUrl));
  }

  /** `undefined` forgets the server ("Clear auth state"). */
  async set(serverUrl: string, value: StoredAuth | undefined): Promise<Result<void>> {
    const file = await this.open();
    if (file) return this.update(serverUrl, () => value);
    if (value === undefined) this.memory.delete(storeKey(serverUrl));
    else this.memory.set(storeKey(serverUrl), value);
    return ok(undefined);
  }

  /** Changes the entry as the file holds it at that moment, so another process's sign-in meanwhile is built on, not overwritten. */
  async update(serverUrl: string, change: (current: StoredAuth | undefined) => StoredAuth | undefined): Promise<Result<void>> {
    const file = await this.open();
    if (!file) return this.set(serverUrl, change(this.memory.get(storeKey(serverUrl))));
    const saved = await file.update(storeKey(serverUrl), change);
    if (saved.ok) tightenMode(this.path as string, OWNER_FILE);
    return saved;
  }
}
