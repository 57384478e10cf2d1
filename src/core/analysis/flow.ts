/**
 * Information-flow labels, SAMOS-style (issue 4, "Information-flow labels"). The user labels each
 * tool with the confidentiality of what it reads and where it writes (high or low). A session is
 * tainted by its first high read; from then on a call that writes to a low sink may carry private
 * data out, typically because injected text told the model to (the GitHub MCP private-repo leak).
 *
 * Labels are the user's claims about tools, kept in a policy file; tools without labels neither
 * taint nor sink. Not part of FAMILY_RULES, because it needs the policy and the call history; the
 * rule facts are in FLOW_RULES.
 */
import type { RequestId } from '../jsonrpc';
import { canonicalJson } from '../list-diff';
import { err, ok, type Result } from '../result';
import { leadingWord } from './words';
import type { Finding } from './finding';
import type { ServerSurface } from './inputs';
import { toFinding, type RuleDefinition } from './rule';
import { definitionName } from './text-fields';
import { isObject } from '../is-object';

export type FlowLabel = 'high' | 'low';

export interface ToolFlowLabels {
  /** Confidentiality of what the tool reads: high for private sources. */
  read?: FlowLabel;
  /** Confidentiality of where the tool writes: low for public destinations. */
  write?: FlowLabel;
}

export interface ToolFlowPolicy extends ToolFlowLabels {
  /** Returns content anyone could have written (web pages, issues, email): a way in for injections. */
  untrustedSource?: boolean;
  /** Reads private data. Defaults to `read === 'high'`. */
  privateData?: boolean;
  /** Sends data where others can see it. Defaults to `write === 'low'`. */
  publicSink?: boolean;
}

/** Tools by server (a serverIdentity() or a server name), then by tool name. */
export interface FlowPolicy {
  version: 1;
  servers: Record<string, Record<string, ToolFlowPolicy>>;
}

/** No tool labelled: the policy a trace is analysed under until someone labels its tools. */
export const NO_FLOW_LABELS: FlowPolicy = { version: 1, servers: {} };

const LABEL_KEYS = ['read', 'write'] as const;
const FLAG_KEYS = ['untrustedSource', 'privateData', 'publicSink'] as const;


/** One tool's entry, or the problems with it, each naming its path in the file. */
function parseToolPolicy(value: unknown, path: string, problems: string[]): ToolFlowPolicy {
  if (!isObject(value)) {
    problems.push(`${path}: expected an object of labels`);
    return {};
  }
  const entry: ToolFlowPolicy = {};
  for (const [key, field] of Object.entries(value)) {
    if ((LABEL_KEYS as readonly string[]).includes(key)) {
      if (field === 'high' || field === 'low') entry[key as 'read' | 'write'] = field;
      else problems.push(`${path}/${key}: expected "high" or "low", got ${JSON.stringify(field)}`);
    } else if ((FLAG_KEYS as readonly string[]).includes(key)) {
      if (typeof field === 'boolean') entry[key as (typeof FLAG_KEYS)[number]] = field;
      else problems.push(`${path}/${key}: expected true or false, got ${JSON.stringify(field)}`);
    } else {
      problems.push(`${path}/${key}: unknown key (expected one of ${[...LABEL_KEYS, ...FLAG_KEYS].join(', ')})`);
    }
  }
  return entry;
}

/** Checks a policy file strictly: a typo must not silently drop a label. */
export function parseFlowPolicy(json: unknown): Result<FlowPolicy> {
  if (!isObject(json)) return err('bad_request', 'flow policy: expected an object like {"version": 1, "servers": {...}}');
  const problems: string[] = [];
  if (json.version !== 1) problems.push(`version: expected 1, got ${JSON.stringify(json.version)}`);
  for (const key of Object.keys(json)) if (key !== 'version' && key !== 'servers') problems.push(`${key}: unknown key`);
  if (!isObject(json.servers)) problems.push('servers: expected an object of servers');
  const servers = Object.entries(isObject(json.servers) ? json.servers : {}).map(([server, tools]) => {
    if (!isObject(tools)) {
      problems.push(`servers/${server}: expected an object of tools`);
      return [server, {}] as const;
    }
    // Object.fromEntries defines own properties, so a "__proto__" key stays data.
    return [server, Object.fromEntries(Object.entries(tools).map(([tool, entry]) => [tool, parseToolPolicy(entry, `servers/${server}/${tool}`, problems)]))] as const;
  });
  if (problems.length > 0) return err('bad_request', `flow policy: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`, problems);
  return ok({ version: 1, servers: Object.fromEntries(servers) });
}

/** The policy as a file: keys sorted, so an exported file diffs cleanly. */
export function serializeFlowPolicy(policy: FlowPolicy): string {
  return `${canonicalJson(policy)}\n`;
}

/** The labels of `tool` under the first of `servers` that has an entry for it (own keys only: "constructor" is a tool name too). */
export function toolPolicy(policy: FlowPolicy, servers: readonly (string | undefined)[], tool: string): ToolFlowPolicy | undefined {
  for (const server of servers) {
    if (server === undefined || !Object.hasOwn(policy.servers, server)) continue;
    const tools = policy.servers[server] ?? {};
    if (Object.hasOwn(tools, tool)) return tools[tool];
  }
  return undefined;
}

const rule = (name: string, title: string, summary: string, remediation: string): RuleDefinition => ({ id: `flow/${name}`, family: 'flow', severity: 'high', title, summary, remediation });

export const FLOW_RULES = {
  highReadToLowWrite: rule(
    'high-read-to-low-write',
    'Write to a public sink after a private read',
    'A call to a tool labelled write: low after a call to a tool labelled read: high in the same session (SAMOS-style taint tracking). Sessions without a high read, and unlabelled tools, do not fire.',
    'Check what the call sends. If private data may flow to this sink, split the work into separate sessions, or relabel the tools if the labels are wrong.',
  ),
  lethalTrifecta: rule(
    'lethal-trifecta',
    'Lethal trifecta of connected tools',
    'The connected tools together read untrusted content, read private data and write somewhere public, so injected text can make the model leak private data. Medium when a role is only guessed from names and annotations.',
    'Do not connect these servers in one session, or remove one of the three roles (e.g. disable the public sink).',
  ),
} as const;

export interface FlowCall {
  /** The server's name, as in findings' location.server. */
  server: string;
  /** Its serverIdentity(), looked up in the policy before the name. */
  serverIdentity?: string;
  tool: string;
  requestId: RequestId;
  /** When the call was sent (ms); calls are taken in this order. */
  at: number;
}

/** Findings for each low write after the session's first high read. Pure: same calls, same findings. */
export function trackFlow(calls: readonly FlowCall[], policy: FlowPolicy): Finding[] {
  const findings: Finding[] = [];
  let taint: FlowCall | undefined;
  // A stable sort keeps calls sent in the same millisecond in the order given.
  for (const call of [...calls].sort((a, b) => a.at - b.at)) {
    const labels = toolPolicy(policy, [call.serverIdentity, call.server], call.tool);
    if (taint && labels?.write === 'low') {
      const source = `'${taint.tool}' (${taint.server}, request ${String(taint.requestId)})`;
      const sink = `'${call.tool}' (${call.server}, request ${String(call.requestId)})`;
      findings.push(toFinding(
        FLOW_RULES.highReadToLowWrite,
        {
          message: `Call ${sink} writes to a low-confidentiality sink after ${source} read high-confidentiality data in this session.`,
          evidence: `${taint.tool} #${String(taint.requestId)} (read high) → ${call.tool} #${String(call.requestId)} (write low)`,
        },
        call.server,
        `results/${String(call.requestId)}`,
      ));
    }
    // The taint applies after the call: a tool that itself reads high and writes low is trusted with
    // its own data flow (SAMOS trusts tools); its output reaching the next call is what we track.
    if (!taint && labels?.read === 'high') taint = call;
  }
  return findings;
}

export type FlowRole = 'untrustedSource' | 'privateData' | 'publicSink';
export const FLOW_ROLES: readonly FlowRole[] = ['untrustedSource', 'privateData', 'publicSink'];
export const FLOW_ROLE_NAMES: Record<FlowRole, string> = { untrustedSource: 'untrusted content', privateData: 'private data', publicSink: 'public sink' };

/**
 * The guesses for tools the policy does not name, deliberately narrow: only explicit annotations
 * count (never the spec defaults, which would make every unannotated tool open-world).
 * - untrusted source: openWorldHint true and readOnlyHint true (reads from the open world);
 * - private data: a read verb and a private noun in the name (read_email, get_private_file);
 * - public sink: openWorldHint true, readOnlyHint false, and a sending verb (send, post, publish, ...).
 */
const READ_VERBS = new Set(['get', 'read', 'list', 'search', 'fetch', 'query', 'find']);
const PRIVATE_WORDS = /(?:^|[_\-.])(?:private|secret|secrets|credential|credentials|password|passwords|inbox|email|emails|mail|messages|dms?)(?:$|[_\-.])/i;
const SINK_VERBS = new Set(['send', 'post', 'publish', 'share', 'upload', 'comment', 'tweet', 'email', 'push', 'create']);

function guessRoles(tool: Readonly<Record<string, unknown>>, name: string): FlowRole[] {
  const hints = isObject(tool.annotations) ? tool.annotations : {};
  const openWorld = hints.openWorldHint === true;
  const verb = leadingWord(name);
  const roles: FlowRole[] = [];
  if (openWorld && hints.readOnlyHint === true) roles.push('untrustedSource');
  if (READ_VERBS.has(verb) && PRIVATE_WORDS.test(name.replace(/([a-z])([A-Z])/g, '$1_$2'))) roles.push('privateData');
  if (openWorld && hints.readOnlyHint === false && SINK_VERBS.has(verb)) roles.push('publicSink');
  return roles;
}

/** A connected server's surface, with its serverIdentity() when known, for the policy lookup. */
export type FlowSurface = ServerSurface & { serverIdentity?: string };

interface RoleHolder {
  server: string;
  tool: string;
  guessed: boolean;
}

/** The roles a labelled tool plays: the flags as set, else what its read and write labels imply. */
export function policyRoles(entry: ToolFlowPolicy): FlowRole[] {
  const has: Record<FlowRole, boolean> = {
    untrustedSource: entry.untrustedSource === true,
    privateData: entry.privateData ?? entry.read === 'high',
    publicSink: entry.publicSink ?? entry.write === 'low',
  };
  return FLOW_ROLES.filter((role) => has[role]);
}

/**
 * Flags the connected tools when, together, they read untrusted content, read private data and
 * write somewhere public. With `guess`, tools the policy does not name get narrow guesses from their
 * names and annotations (see guessRoles), and a finding resting on a guess is medium and says so.
 */
export function lethalTrifecta(surfaces: readonly FlowSurface[], policy: FlowPolicy, options: { guess?: boolean } = {}): Finding[] {
  const holders: Partial<Record<FlowRole, RoleHolder>> = {};
  for (const surface of surfaces) {
    surface.tools.forEach((tool, index) => {
      const name = definitionName(tool, 'name', index);
      const entry = toolPolicy(policy, [surface.serverIdentity, surface.server, ...(surface.aliases ?? [])], name);
      const guessed = entry === undefined;
      const roles = entry ? policyRoles(entry) : options.guess ? guessRoles(tool, name) : [];
      // A labelled holder beats a guessed one, so the finding rests on guesses only when it must.
      for (const role of roles) if (!holders[role] || (holders[role].guessed && !guessed)) holders[role] = { server: surface.server, tool: name, guessed };
    });
  }
  const { untrustedSource, privateData, publicSink } = holders;
  if (!untrustedSource || !privateData || !publicSink) return [];
  const describe = (role: FlowRole, holder: RoleHolder) => `${FLOW_ROLE_NAMES[role]}: '${holder.tool}' (${holder.server})${holder.guessed ? ' [guessed]' : ''}`;
  const named = [describe('untrustedSource', untrustedSource), describe('privateData', privateData), describe('publicSink', publicSink)];
  const anyGuess = untrustedSource.guessed || privateData.guessed || publicSink.guessed;
  const hit = {
    message: `Together these tools can leak private data: ${named.join('; ')}.${anyGuess ? ' Roles marked [guessed] come from names and annotations, not from your policy.' : ''}`,
    evidence: `${untrustedSource.tool} → ${privateData.tool} → ${publicSink.tool}`,
    ...(anyGuess ? { severity: 'medium' as const } : {}),
  };
  return [toFinding(FLOW_RULES.lethalTrifecta, hit, publicSink.server, `tools/${publicSink.tool}`)];
}
