/**
 * The capabilities matrix (issue 2 §4): which side declared what in the initialize handshake,
 * with sub-flags. Pure, so the matrix logic is tested without a browser.
 */
import { isObject } from '../../core/is-object';

export type CapabilitySide = 'client' | 'server' | 'both';

export interface CapabilityFlag {
  /** Dotted path below the capability, e.g. `listChanged` or `requests.tools.call`. */
  path: string;
  /** `absent` marks a flag the spec defines that this side did not declare. */
  state: 'on' | 'off' | 'absent' | 'other';
  /** The raw value when it is neither a boolean nor an object. */
  value?: string;
}

export interface CapabilityCell {
  /** False where the spec gives this capability to the other side only. */
  applicable: boolean;
  declared: boolean;
  flags: CapabilityFlag[];
}

export interface CapabilityRow {
  name: string;
  client: CapabilityCell;
  server: CapabilityCell;
}

/** The capabilities the MCP spec defines, which side declares each, and their known sub-flags. */
const KNOWN: readonly { name: string; side: CapabilitySide; flags: readonly string[] }[] = [
  { name: 'tools', side: 'server', flags: ['listChanged'] },
  { name: 'resources', side: 'server', flags: ['subscribe', 'listChanged'] },
  { name: 'prompts', side: 'server', flags: ['listChanged'] },
  { name: 'logging', side: 'server', flags: [] },
  { name: 'completions', side: 'server', flags: [] },
  { name: 'roots', side: 'client', flags: ['listChanged'] },
  { name: 'sampling', side: 'client', flags: [] },
  { name: 'elicitation', side: 'client', flags: [] },
  { name: 'tasks', side: 'both', flags: [] },
  { name: 'experimental', side: 'both', flags: [] },
];


/** Leaf flags under a capability object, as dotted paths. An empty object is a leaf "on". */
function flatten(value: Record<string, unknown>, prefix = ''): CapabilityFlag[] {
  const flags: CapabilityFlag[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(inner) && Object.keys(inner).length > 0) flags.push(...flatten(inner, path));
    else if (inner === true || isObject(inner)) flags.push({ path, state: 'on' });
    else if (inner === false) flags.push({ path, state: 'off' });
    else flags.push({ path, state: 'other', value: JSON.stringify(inner) });
  }
  return flags;
}

function cell(capabilities: Record<string, unknown> | undefined, name: string, applicable: boolean, knownFlags: readonly string[]): CapabilityCell {
  const value = capabilities?.[name];
  const declared = value !== undefined;
  const flags = isObject(value) ? flatten(value) : [];
  if (declared) {
    for (const flag of knownFlags) {
      if (!flags.some((f) => f.path === flag || f.path.startsWith(`${flag}.`))) flags.push({ path: flag, state: 'absent' });
    }
  }
  return { applicable: applicable || declared, declared, flags };
}

export function capabilityRows(
  client: Record<string, unknown> | undefined,
  server: Record<string, unknown> | undefined,
): CapabilityRow[] {
  const rows = KNOWN.map(({ name, side, flags }) => ({
    name,
    client: cell(client, name, side !== 'server', flags),
    server: cell(server, name, side !== 'client', flags),
  }));
  // Capabilities the spec (as we know it) does not define still get a row: the user should see them.
  const known = new Set(KNOWN.map((k) => k.name));
  const extra = new Set([...Object.keys(client ?? {}), ...Object.keys(server ?? {})].filter((name) => !known.has(name)));
  for (const name of [...extra].sort()) {
    rows.push({ name, client: cell(client, name, false, []), server: cell(server, name, false, []) });
  }
  return rows;
}
