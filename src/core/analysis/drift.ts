/**
 * Drift, or "rug pull" (issue 4): a definition that changes after the user approved it. Each tool
 * is pinned by the SHA-256 of its canonical definition, and so are the server's instructions; the
 * next connect, or a list_changed, is compared with the pins. Trust on first use, like SSH's
 * known_hosts: the caller stores pins per serverIdentity() and decides when to re-pin.
 *
 * Not part of FAMILY_RULES, because it needs the stored pins; the rule facts are in DRIFT_RULES.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ConnectionTarget } from '../bridge-api/connections';
import { canonicalJson, changedFields, listItemKey } from '../list-diff';
import { err, ok, type Result } from '../result';
import { REDACTED } from '../target';
import { HINT_DEFAULTS } from '../tool-annotations';
import { compareFindings, severityRank, type Finding, type Severity } from './finding';
import type { ServerSurface } from './inputs';
import { toFinding, type RuleDefinition } from './rule';
import { isObject } from '../is-object';

type Definition = Readonly<Record<string, unknown>>;

/** The fields a model reads; `_meta` and icons are left out as presentation, not behaviour. */
const PINNED_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;

export interface Pin {
  /** SHA-256 (hex) of canonicalJson(definition). */
  hash: string;
  /** The pinned fields, kept so a later change can be shown as a diff. */
  definition: Definition;
}

/** One server's pins, as stored (JSON) under its serverIdentity(). */
export interface ServerPins {
  version: 1;
  tools: Record<string, Pin>;
  /** Pinned only when the server sent instructions. */
  instructions?: { hash: string; text: string };
}

export type DriftContext = 'reconnect' | 'list-changed';

/** One changed, added or removed tool, or changed instructions; each is one finding. */
export interface DriftChange {
  /** `tools/<name>` or `instructions`. */
  subject: string;
  change: 'added' | 'removed' | 'changed';
  /** The finding's location.path: the subject, or its worst changed field. */
  path: string;
  severity: Severity;
  /** One per changed field, e.g. "inputSchema: new required parameter 'units'". */
  notes: string[];
  /** Canonical JSON (instructions: their text) before and after; '' when absent. For a side-by-side diff. */
  before: string;
  after: string;
  /** The SHA-256 of each side, when there is one. */
  hashes: { before?: string; after?: string };
}

function hashOf(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}


function pinOf(tool: Definition): Pin {
  const definition = Object.fromEntries(PINNED_FIELDS.filter((field) => tool[field] !== undefined).map((field) => [field, tool[field]]));
  return { hash: hashOf(canonicalJson(definition)), definition };
}

/** Tools by name; a repeated name gets " #2" as in list-diff, so neither copy hides the other. */
function keyedPins(tools: readonly Definition[]): Map<string, Pin> {
  const pins = new Map<string, Pin>();
  for (const tool of tools) {
    const base = listItemKey('tools', tool);
    let key = base;
    for (let copy = 2; pins.has(key); copy++) key = `${base} #${copy}`;
    pins.set(key, pinOf(tool));
  }
  return pins;
}

export function pinSurface(surface: ServerSurface): ServerPins {
  const pins: ServerPins = { version: 1, tools: Object.fromEntries(keyedPins(surface.tools)) };
  if (surface.instructions !== undefined) pins.instructions = { hash: hashOf(surface.instructions), text: surface.instructions };
  return pins;
}

/** Checks pins read back from disk; a corrupt file must not crash the bridge or pass as "no drift". */
export function parsePins(json: unknown): Result<ServerPins> {
  if (!isObject(json) || json.version !== 1 || !isObject(json.tools)) return err('bad_request', 'pins must be {"version": 1, "tools": {...}}');
  for (const [name, pin] of Object.entries(json.tools)) {
    if (!isObject(pin) || typeof pin.hash !== 'string' || !isObject(pin.definition)) return err('bad_request', `pins: tools/${name} needs a hash and a definition`);
  }
  const { instructions } = json;
  if (instructions !== undefined && (!isObject(instructions) || typeof instructions.hash !== 'string' || typeof instructions.text !== 'string')) {
    return err('bad_request', 'pins: instructions needs a hash and a text');
  }
  return ok(json as unknown as ServerPins);
}

function rule(name: string, severity: Severity, title: string, summary: string, remediation: string): RuleDefinition {
  return { id: `drift/${name}`, family: 'drift', severity, title, summary, remediation };
}

const REVIEW = 'Review the diff. If you expected the change, accept the new definitions (re-pin); if not, disconnect: the server may be pulling a rug.';

export const DRIFT_RULES = {
  toolChanged: rule('tool-changed', 'medium', 'Tool definition changed', 'A pinned tool\'s definition (title, description, schemas, annotations) changed. High when it escalates: a new required parameter, readOnlyHint true to false, or a non-destructive tool becoming destructive (spec defaults applied).', REVIEW),
  toolAdded: rule('tool-added', 'low', 'Tool added', 'A tool that was not pinned appeared: low on reconnect, medium after list_changed in the middle of a session.', REVIEW),
  toolRemoved: rule('tool-removed', 'info', 'Tool removed', 'A pinned tool is gone.', 'Nothing to do unless you rely on the tool.'),
  instructionsChanged: rule('instructions-changed', 'high', 'Server instructions changed', 'The server sent instructions it did not send before, or different ones (high); removed instructions are info. Instructions steer every tool call.', REVIEW),
  clientDependentListing: rule('client-dependent-listing', 'high', 'Listing depends on the client', 'The server listed different tools, or different instructions, to two clients that differed only in clientInfo.', 'Treat the server as hostile: it shows reviewers something other than what it shows agents.'),
} as const;

/** What a hint resolves to with the spec defaults (server/tools, ToolAnnotations). */
function hint(definition: Definition, name: 'readOnlyHint' | 'destructiveHint'): boolean {
  const value = isObject(definition.annotations) ? definition.annotations[name] : undefined;
  return typeof value === 'boolean' ? value : HINT_DEFAULTS[name];
}

/** destructiveHint only means something for a tool that is not read-only (spec). */
function mayDestroy(definition: Definition): boolean {
  return !hint(definition, 'readOnlyHint') && hint(definition, 'destructiveHint');
}

function schemaParts(definition: Definition): { props: Set<string>; required: Set<string> } {
  const schema = isObject(definition.inputSchema) ? definition.inputSchema : {};
  const props = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const required = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  return { props: new Set(props), required: new Set(required) };
}

interface Note {
  field: string;
  text: string;
  severity: Severity;
}

/** What changed in one field, worst first, spelled out for the finding's message. */
function fieldNotes(field: string, before: Definition, after: Definition): Note[] {
  if (field === 'inputSchema') {
    const old = schemaParts(before);
    const next = schemaParts(after);
    const notes: Note[] = [...next.required].filter((name) => !old.required.has(name)).map((name) => ({
      field,
      severity: 'high' as const,
      text: old.props.has(name) ? `inputSchema: parameter '${name}' is now required` : `inputSchema: new required parameter '${name}'`,
    }));
    const added = [...next.props].filter((name) => !old.props.has(name) && !next.required.has(name));
    const removed = [...old.props].filter((name) => !next.props.has(name));
    if (added.length > 0) notes.push({ field, severity: 'medium', text: `inputSchema: new optional parameter${added.length > 1 ? 's' : ''} ${added.map((n) => `'${n}'`).join(', ')}` });
    if (removed.length > 0) notes.push({ field, severity: 'medium', text: `inputSchema: removed parameter${removed.length > 1 ? 's' : ''} ${removed.map((n) => `'${n}'`).join(', ')}` });
    return notes.length > 0 ? notes : [{ field, severity: 'medium', text: 'inputSchema changed' }];
  }
  if (field === 'annotations') {
    const notes: Note[] = [];
    if (hint(before, 'readOnlyHint') && !hint(after, 'readOnlyHint')) notes.push({ field, severity: 'high', text: 'annotations: no longer read-only (readOnlyHint true → false)' });
    else if (!mayDestroy(before) && mayDestroy(after)) notes.push({ field, severity: 'high', text: 'annotations: now destructive (destructiveHint false → true, absent means true)' });
    return notes.length > 0 ? notes : [{ field, severity: 'medium', text: 'annotations changed' }];
  }
  return [{ field, severity: 'medium', text: `${field} changed` }];
}

/** Every difference between `surface` and `pins`, with before/after text for a diff view. */
export function driftDetails(surface: ServerSurface, pins: ServerPins, context: DriftContext): DriftChange[] {
  const changes: DriftChange[] = [];
  const current = pinSurface(surface);
  const { instructions: old } = pins;
  const { instructions: next } = current;
  if (next && old?.hash !== next.hash) {
    const text = old ? 'instructions changed' : 'new instructions';
    changes.push({ subject: 'instructions', change: old ? 'changed' : 'added', path: 'instructions', severity: 'high', notes: [text], before: old?.text ?? '', after: next.text, hashes: { before: old?.hash, after: next.hash } });
  } else if (old && !next) {
    changes.push({ subject: 'instructions', change: 'removed', path: 'instructions', severity: 'info', notes: ['instructions removed'], before: old.text, after: '', hashes: { before: old.hash } });
  }
  for (const [key, pin] of Object.entries(current.tools)) {
    const subject = `tools/${key}`;
    const after = canonicalJson(pin.definition);
    // Own keys only: a tool may be named "constructor".
    if (!Object.hasOwn(pins.tools, key)) {
      const severity = context === 'list-changed' ? 'medium' : 'low';
      changes.push({ subject, change: 'added', path: subject, severity, notes: ['new tool'], before: '', after, hashes: { after: pin.hash } });
      continue;
    }
    const previous = pins.tools[key] as Pin;
    if (previous.hash === pin.hash) continue;
    const notes = changedFields(previous.definition, pin.definition)
      .flatMap((field) => fieldNotes(field, previous.definition, pin.definition))
      .sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
    const [top] = notes;
    changes.push({
      subject,
      change: 'changed',
      path: top ? `${subject}/${top.field}` : subject,
      severity: top?.severity ?? 'medium',
      // No field differs when only the stored copy's encoding does (a hand-edited pins file).
      notes: top ? notes.map((note) => note.text) : ['definition changed'],
      before: canonicalJson(previous.definition),
      after,
      hashes: { before: previous.hash, after: pin.hash },
    });
  }
  for (const [key, pin] of Object.entries(pins.tools)) {
    if (Object.hasOwn(current.tools, key)) continue;
    const subject = `tools/${key}`;
    changes.push({ subject, change: 'removed', path: subject, severity: 'info', notes: ['tool removed'], before: canonicalJson(pin.definition), after: '', hashes: { before: pin.hash } });
  }
  return changes;
}

const WHEN: Record<DriftContext, string> = { reconnect: 'since the server was pinned', 'list-changed': 'mid-session, after list_changed' };
const VERB: Record<DriftChange['change'], string> = { added: 'appeared', removed: 'disappeared', changed: 'changed' };

function changeFinding(change: DriftChange, server: string, context: DriftContext): Finding {
  const isTool = change.subject !== 'instructions';
  const ruleDef = !isTool ? DRIFT_RULES.instructionsChanged : change.change === 'added' ? DRIFT_RULES.toolAdded : change.change === 'removed' ? DRIFT_RULES.toolRemoved : DRIFT_RULES.toolChanged;
  const what = isTool ? `Tool '${change.subject.slice('tools/'.length)}'` : 'The server instructions';
  const details = change.change === 'changed' ? `: ${change.notes.join('; ')}` : '';
  // The hashes make the evidence, and so findingKey(), unique per version: acknowledging one
  // change must not hide the next change of the same tool.
  const hashes = [change.hashes.before, change.hashes.after].map((hash) => (hash ? hash.slice(0, 12) : 'none')).join(' → ');
  const hit = { message: `${what} ${VERB[change.change]} ${WHEN[context]}${details}.`, evidence: `${change.notes.join('; ')} (sha256 ${hashes})`, severity: change.severity };
  return toFinding(ruleDef, hit, server, change.path);
}

/** A finding per added, removed or changed tool and for changed instructions, worst first. */
export function compareWithPins(surface: ServerSurface, pins: ServerPins, context: DriftContext): Finding[] {
  return driftDetails(surface, pins, context)
    .map((change) => changeFinding(change, surface.server, context))
    .sort(compareFindings);
}

export interface ClientListing {
  clientInfo: { name: string; version?: string };
  surface: ServerSurface;
}

/**
 * The same server listed to two clients that differ only in clientInfo: any difference in tools
 * or instructions is cloaking. For the diff, driftDetails(b.surface, pinSurface(a.surface), ...).
 */
export function compareClientInfoListings(a: ClientListing, b: ClientListing): Finding[] {
  const changes = driftDetails(b.surface, pinSurface(a.surface), 'reconnect');
  const tools = changes.filter((change) => change.subject !== 'instructions');
  const names = (kind: DriftChange['change']) => tools.filter((change) => change.change === kind).map((change) => change.subject.slice('tools/'.length));
  const parts: string[] = [];
  const list = (label: string, kind: DriftChange['change']) => {
    if (names(kind).length > 0) parts.push(`${label}: ${names(kind).join(', ')}`);
  };
  list(`only for ${a.clientInfo.name}`, 'removed');
  list(`only for ${b.clientInfo.name}`, 'added');
  list('defined differently', 'changed');
  if (tools.length < changes.length) parts.push('different instructions');
  if (parts.length === 0) return [];
  const hit = {
    message: `The server shows different tools to different clients ('${a.clientInfo.name}' and '${b.clientInfo.name}'): ${parts.join('; ')}.`,
    evidence: parts.join('; '),
  };
  return [toFinding(DRIFT_RULES.clientDependentListing, hit, b.surface.server, tools.length > 0 ? 'tools' : 'instructions')];
}

/** Query parameters and flags whose values are secrets: masked, so a rotated token keeps the identity. */
const SECRET_NAME = /(?:token|secret|password|passwd|pwd|api[-_]?key|apikey|auth|credential|signature|sig|session|access[-_]?key|key)$/i;

function normalizedTarget(target: ConnectionTarget): string {
  if (target.transport === 'stdio') {
    const args = target.args.map((arg, index) => {
      const flag = /^(--?[\w-]+)=/.exec(arg);
      if (flag?.[1] && SECRET_NAME.test(flag[1])) return `${flag[1]}=${REDACTED}`;
      const previous = target.args[index - 1];
      return previous !== undefined && /^--?[\w-]+$/.test(previous) && SECRET_NAME.test(previous) ? REDACTED : arg;
    });
    return ['stdio', target.command, ...args].join(' ');
  }
  try {
    const url = new URL(target.url);
    url.username = '';
    url.password = '';
    url.hash = '';
    for (const name of [...url.searchParams.keys()]) if (SECRET_NAME.test(name)) url.searchParams.set(name, REDACTED);
    url.searchParams.sort();
    return `${target.transport} ${url.href}`;
  } catch {
    return `${target.transport} ${target.url}`;
  }
}

/**
 * The key pins are stored under: the server's name plus where it runs, without credentials.
 * serverInfo.version is left out on purpose: an upgrade that changes tools is drift to show.
 */
export function serverIdentity(serverInfo: { name: string } | undefined, target: ConnectionTarget): string {
  return `${serverInfo?.name ?? ''} @ ${normalizedTarget(target)}`;
}
