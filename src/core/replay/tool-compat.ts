/**
 * Whether a server's new tool definitions still accept what a client built against the recorded
 * ones sends (issue 5: "Changes to tool definitions are classified as breaking (removed tool, new
 * required parameter, narrowed type) or additive").
 *
 * Breaking: a removed tool; a parameter that is new and required, or became required, or was
 * removed (a client still sends it, and a strict schema rejects it); a type that changed or
 * narrowed (string -> enum, ["string","null"] -> "string"); an enum value removed.
 * Additive: a new tool; a new optional parameter; a parameter no longer required; a wider type or
 * enum; a changed description; any other change to the definition (title, annotations,
 * outputSchema), which does not change what the server accepts.
 *
 * Unlike drift (analysis/drift.ts), which weighs a change by how it could mislead a model, this
 * asks only whether calls recorded against the old definition still fit the new one.
 */
import { changedFields, diffListItems } from '../list-diff';

export type Compatibility = 'breaking' | 'additive';

export type ToolChangeKind =
  | 'tool-removed'
  | 'tool-added'
  | 'parameter-required'
  | 'parameter-removed'
  | 'type-changed'
  | 'type-narrowed'
  | 'enum-value-removed'
  | 'parameter-added'
  | 'parameter-optional'
  | 'type-widened'
  | 'enum-value-added'
  | 'description-changed'
  | 'definition-changed';

export interface ToolChange {
  tool: string;
  compatibility: Compatibility;
  kind: ToolChangeKind;
  /** The parameter, dotted for nested ones (`options.units`, `items[]`); absent for the tool itself. */
  parameter?: string;
  message: string;
}

type Schema = Readonly<Record<string, unknown>>;

const BREAKING: ReadonlySet<ToolChangeKind> = new Set(['tool-removed', 'parameter-required', 'parameter-removed', 'type-changed', 'type-narrowed', 'enum-value-removed']);

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class ChangeList {
  readonly changes: ToolChange[] = [];
  constructor(private readonly tool: string) {}

  add(kind: ToolChangeKind, message: string, parameter?: string): void {
    this.changes.push({ tool: this.tool, compatibility: BREAKING.has(kind) ? 'breaking' : 'additive', kind, ...(parameter === undefined ? {} : { parameter }), message });
  }
}

function typesOf(schema: Schema): Set<string> | null {
  if (typeof schema.type === 'string') return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type.filter((type): type is string => typeof type === 'string'));
  return null;
}

function isSubset(a: ReadonlySet<unknown>, b: ReadonlySet<unknown>): boolean {
  return [...a].every((value) => b.has(value));
}

/** Enum values compared as JSON, so 1 and "1" stay apart. */
function enumOf(schema: Schema): Set<string> | null {
  return Array.isArray(schema.enum) ? new Set(schema.enum.map((value) => JSON.stringify(value))) : null;
}

function compareTypes(out: ChangeList, name: string, before: Schema, after: Schema): void {
  const old = typesOf(before);
  const next = typesOf(after);
  const shown = (types: Set<string> | null) => (types ? [...types].join('|') : 'any');
  if (old && next && isSubset(old, next) && isSubset(next, old)) return;
  if (old === null && next === null) return;
  const text = `'${name}' type ${shown(old)} → ${shown(next)}`;
  if (old === null || (next !== null && isSubset(next, old))) out.add('type-narrowed', `narrowed ${text}`, name);
  else if (next === null || isSubset(old, next)) out.add('type-widened', `widened ${text}`, name);
  else out.add('type-changed', `changed ${text}`, name);
}

function compareEnums(out: ChangeList, name: string, before: Schema, after: Schema): void {
  const old = enumOf(before);
  const next = enumOf(after);
  if (old === null && next !== null) out.add('type-narrowed', `'${name}' now only accepts ${[...next].join(', ')}`, name);
  else if (old !== null && next === null) out.add('type-widened', `'${name}' no longer restricted to an enum`, name);
  else if (old !== null && next !== null) {
    const removed = [...old].filter((value) => !next.has(value));
    const added = [...next].filter((value) => !old.has(value));
    if (removed.length > 0) out.add('enum-value-removed', `'${name}' no longer accepts ${removed.join(', ')}`, name);
    if (added.length > 0) out.add('enum-value-added', `'${name}' also accepts ${added.join(', ')}`, name);
  }
}

function compareParameter(out: ChangeList, name: string, before: Schema, after: Schema): void {
  compareTypes(out, name, before, after);
  compareEnums(out, name, before, after);
  if (before.description !== after.description) out.add('description-changed', `'${name}' description changed`, name);
  if (isSchema(before.properties) || isSchema(after.properties)) compareObject(out, `${name}.`, before, after);
  if (isSchema(before.items) && isSchema(after.items)) compareParameter(out, `${name}[]`, before.items, after.items);
}

function requiredOf(schema: Schema): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);
}

/** `prefix` is '' for the tool's own parameters, `name.` for a nested object's. */
function compareObject(out: ChangeList, prefix: string, before: Schema, after: Schema): void {
  const oldProps = isSchema(before.properties) ? before.properties : {};
  const newProps = isSchema(after.properties) ? after.properties : {};
  const oldRequired = requiredOf(before);
  const newRequired = requiredOf(after);
  for (const [key, schema] of Object.entries(newProps)) {
    const name = `${prefix}${key}`;
    if (!Object.hasOwn(oldProps, key)) {
      if (newRequired.has(key)) out.add('parameter-required', `new required parameter '${name}'`, name);
      else out.add('parameter-added', `new optional parameter '${name}'`, name);
      continue;
    }
    if (newRequired.has(key) && !oldRequired.has(key)) out.add('parameter-required', `parameter '${name}' is now required`, name);
    if (!newRequired.has(key) && oldRequired.has(key)) out.add('parameter-optional', `parameter '${name}' is now optional`, name);
    if (isSchema(oldProps[key]) && isSchema(schema)) compareParameter(out, name, oldProps[key], schema);
  }
  for (const key of Object.keys(oldProps)) {
    if (!Object.hasOwn(newProps, key)) out.add('parameter-removed', `removed parameter '${prefix}${key}'`, `${prefix}${key}`);
  }
}

function compareTool(name: string, before: Schema, after: Schema): ToolChange[] {
  const out = new ChangeList(name);
  const fields = changedFields(before, after);
  if (fields.includes('inputSchema')) compareObject(out, '', isSchema(before.inputSchema) ? before.inputSchema : {}, isSchema(after.inputSchema) ? after.inputSchema : {});
  if (fields.includes('description')) out.add('description-changed', 'description changed');
  const other = fields.filter((field) => field !== 'inputSchema' && field !== 'description');
  if (other.length > 0) out.add('definition-changed', `${other.join(', ')} changed`);
  // An inputSchema that differs only where nothing above looks (e.g. additionalProperties) still changed.
  if (out.changes.length === 0) out.add('definition-changed', `${fields.join(', ')} changed`);
  return out.changes;
}

function toolName(tool: Schema): string {
  return typeof tool.name === 'string' ? tool.name : JSON.stringify(tool);
}

/** Every change from the recorded tool list to the live one, breaking ones first. */
export function compareToolLists(recorded: readonly Schema[], live: readonly Schema[]): ToolChange[] {
  const diff = diffListItems('tools', recorded, live);
  const changes: ToolChange[] = [
    ...diff.removed.map((tool) => ({ tool: toolName(tool), compatibility: 'breaking' as const, kind: 'tool-removed' as const, message: 'tool removed' })),
    ...diff.changed.flatMap((change) => compareTool(change.key, change.before, change.after)),
    ...diff.added.map((tool) => ({ tool: toolName(tool), compatibility: 'additive' as const, kind: 'tool-added' as const, message: 'new tool' })),
  ];
  return changes.sort((a, b) => Number(a.compatibility === 'additive') - Number(b.compatibility === 'additive'));
}
