/**
 * Turns the "New connection" form's text fields into a ConnectRequest. Pure, so it is unit-tested
 * without a browser. Command lines are split into argv like a shell would split words (or, for a
 * Windows bridge, as Windows programs split theirs), but nothing is ever run through a shell (the
 * bridge spawns argv directly, issue 2 §2), so shell operators are refused rather than silently
 * passed on as arguments.
 */
import { parse } from 'shell-quote';
import { DEFAULT_CLIENT_FEATURES, type ClientFeatures, type CommandLineStyle, type ConnectRequest, type ConnectionTarget } from '../../core/bridge-api';
import { splitWindowsCommandLine } from '../../core/windows-command-line';
import { validateTarget } from '../../core/target';
import type { ProtocolSetting } from '../../core/protocol-era';
import { buildAuthSettings, EMPTY_AUTH_FIELDS, type AuthFields } from '../auth/auth-fields';

export type FormTransport = 'stdio' | 'http' | 'sse';

export interface ConnectFields {
  transport: FormTransport;
  name: string;
  /** stdio: a command, optionally followed by arguments (shell-style quoting; Windows-style for a Windows bridge). */
  command: string;
  /** stdio: more arguments, quoted as `command` is; newlines count as spaces. */
  args: string;
  /** stdio: KEY=VALUE per line. */
  env: string;
  cwd: string;
  /** http/sse */
  url: string;
  /** http/sse: `Name: value` per line. */
  headers: string;
  /** http/sse: OAuth settings (issue 7). */
  auth: AuthFields;
  /** The client capabilities to declare in initialize (issue 3 §13); all on unless turned off. */
  clientFeatures: ClientFeatures;
  /** Which protocol era the connection may speak (issue 18). */
  protocol: ProtocolSetting;
}

export const EMPTY_FIELDS: ConnectFields = {
  transport: 'stdio',
  name: '',
  command: '',
  args: '',
  env: '',
  cwd: '',
  url: '',
  headers: '',
  auth: EMPTY_AUTH_FIELDS,
  clientFeatures: DEFAULT_CLIENT_FEATURES,
  protocol: 'auto',
};

/** The form's labels for the client features, in the order they are shown. */
export const CLIENT_FEATURE_LABELS: readonly { key: keyof ClientFeatures; label: string; title: string }[] = [
  { key: 'sampling', label: 'Sampling', title: 'Declare "sampling": the server may ask for LLM completions (sampling/createMessage)' },
  { key: 'elicitationForm', label: 'Elicitation (form)', title: 'Declare "elicitation.form": the server may ask the user to fill a form' },
  { key: 'elicitationUrl', label: 'Elicitation (URL)', title: 'Declare "elicitation.url": the server may ask the user to open a URL (spec 2025-11-25)' },
  { key: 'roots', label: 'Roots', title: 'Declare "roots" with listChanged: the server may ask for roots/list' },
  { key: 'tasks', label: 'Tasks', title: 'Declare "tasks": the server may ask for sampling and elicitation as tasks, and poll them (spec 2025-11-25)' },
];

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export function splitWords(text: string, style: CommandLineStyle = 'posix'): Parsed<string[]> {
  if (style === 'windows') {
    // Newlines count as spaces, as they do below.
    const words = splitWindowsCommandLine(text.replace(/\r?\n/g, ' '));
    return words.ok ? words : { ok: false, error: `The command line ${words.error.message}` };
  }
  // Returning `$NAME` from the env lookup keeps variables literal: there is no shell to expand them.
  const entries = parse(text, (name) => `$${name}`);
  const words: string[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') words.push(entry);
    else if ('comment' in entry) return { ok: false, error: `"#${entry.comment}" reads as a shell comment; quote it to pass it on` };
    else if (entry.op === 'glob') words.push(entry.pattern);
    else return { ok: false, error: `"${entry.op}" is a shell operator; mcpscope runs no shell, so quote it to pass it as an argument` };
  }
  return { ok: true, value: words };
}

/** Parses `KEY<sep>VALUE` lines; blank lines are skipped, the first separator splits. */
export function parsePairs(text: string, separator: '=' | ':', what: string): Parsed<Record<string, string>> {
  const pairs: Record<string, string> = {};
  for (const [index, rawLine] of text.split('\n').entries()) {
    const line = rawLine.trim();
    if (line === '') continue;
    const at = line.indexOf(separator);
    const key = at === -1 ? '' : line.slice(0, at).trim();
    if (key === '') return { ok: false, error: `${what} line ${index + 1} must look like NAME${separator === '=' ? '=' : ': '}value` };
    pairs[key] = line.slice(at + 1).trim();
  }
  return { ok: true, value: pairs };
}

function stdioTarget(fields: ConnectFields, style: CommandLineStyle): Parsed<ConnectionTarget> {
  const commandWords = splitWords(fields.command, style);
  if (!commandWords.ok) return commandWords;
  const extraArgs = splitWords(fields.args, style);
  if (!extraArgs.ok) return extraArgs;
  const [command, ...args] = [...commandWords.value, ...extraArgs.value];
  if (!command) return { ok: false, error: 'Enter the command that starts the server' };
  const env = parsePairs(fields.env, '=', 'Environment');
  if (!env.ok) return env;
  return {
    ok: true,
    value: {
      transport: 'stdio',
      command,
      args,
      ...(Object.keys(env.value).length > 0 ? { env: env.value } : {}),
      ...(fields.cwd.trim() ? { cwd: fields.cwd.trim() } : {}),
    },
  };
}

function httpTarget(fields: ConnectFields, transport: 'http' | 'sse'): Parsed<ConnectionTarget> {
  const headers = parsePairs(fields.headers, ':', 'Header');
  if (!headers.ok) return headers;
  const auth = buildAuthSettings(fields.auth);
  return {
    ok: true,
    value: {
      transport,
      url: fields.url.trim(),
      ...(Object.keys(headers.value).length > 0 ? { headers: headers.value } : {}),
      ...(auth ? { auth } : {}),
    },
  };
}

export function buildConnectRequest(fields: ConnectFields, style: CommandLineStyle = 'posix'): Parsed<ConnectRequest> {
  const target = fields.transport === 'stdio' ? stdioTarget(fields, style) : httpTarget(fields, fields.transport);
  if (!target.ok) return target;
  // The same check the bridge runs (src/core/target.ts), so the form reports it before sending.
  const checked = validateTarget(target.value);
  if (!checked.ok) return { ok: false, error: checked.error.message };
  const name = fields.name.trim();
  const clientFeatures = { ...fields.clientFeatures };
  // auto is the bridge's default: a request without a setting stays as it was before issue 18.
  const settings = fields.protocol === 'auto' ? {} : { settings: { protocol: fields.protocol } };
  return { ok: true, value: { target: checked.value, ...(name ? { name } : {}), clientFeatures, ...settings } };
}
