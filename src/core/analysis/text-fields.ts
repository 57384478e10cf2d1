/**
 * Walks server-supplied definitions into the strings a model would read, each with the path a
 * finding names (`tools/<name>/inputSchema/properties/<prop>/description`, ...). Text rules run
 * over these, so every rule sees every string in one consistent way.
 */
import type { ServerSurface } from './inputs';
import { isObject } from '../is-object';

export type TextKind =
  /** A tool, prompt, argument or resource name. */
  | 'name'
  | 'title'
  | 'description'
  | 'instructions'
  /** A property name inside a JSON Schema. */
  | 'property-name'
  /** A default, enum member, example or const inside a JSON Schema (strings only). */
  | 'schema-value'
  | 'uri'
  /** Text of a tool result or error, a prompt message or a resource's contents. */
  | 'output'
  /**
   * The HTML of an MCP App (a ui:// resource of type text/html;profile=mcp-app): the host runs it
   * in a sandboxed iframe by design, and the model does not read it.
   */
  | 'app-html'
  /** Text of a sampling or elicitation request the server sent. */
  | 'request';

export interface TextField {
  path: string;
  text: string;
  kind: TextKind;
}

type Definition = Readonly<Record<string, unknown>>;

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}


function push(fields: TextField[], path: string, text: unknown, kind: TextKind): void {
  if (typeof text === 'string' && text.length > 0) fields.push({ path, text, kind });
}

/** Schema keywords whose value is prose a model reads. */
const PROSE_KEYWORDS: Readonly<Record<string, TextKind>> = { title: 'title', description: 'description' };
/** Keywords whose value is data a model reads: every string in it, to any depth, and its object keys. */
const VALUE_KEYWORDS = new Set(['default', 'const', 'enum', 'examples', 'example']);
/** Keywords whose value is a map of schemas; the map's keys are names a model reads. */
export const SUBSCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a schema, or (items in drafts before 2020-12) a list of them. */
export const SUBSCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  'items', 'additionalItems', 'prefixItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties', 'contains',
  'propertyNames', 'not', 'if', 'then', 'else', 'anyOf', 'oneOf', 'allOf', 'contentSchema',
]);
/**
 * Keywords whose value is an identifier, a type or a reference ("string", "uri", "#/$defs/x"):
 * read only when it holds prose (a space), which no honest value does, so a 500-tool listing
 * does not turn every `"type": "string"` into a field.
 */
const STRUCTURAL_KEYWORDS = new Set([
  'type', 'format', 'pattern', '$ref', '$id', '$schema', '$anchor', '$dynamicRef', '$dynamicAnchor', 'contentEncoding', 'contentMediaType',
]);
const HAS_SPACE = /\s/;

/** Bounded: a hostile schema may nest deeply or be huge; nobody reads past this anyway. */
export const MAX_SCHEMA_DEPTH = 32;

/**
 * Every string of a JSON Schema a model reads: titles and descriptions, every string inside
 * defaults, consts, enums and examples, the names of properties ($defs, pattern properties, and
 * required entries naming a property the schema does not define), every subschema keyword, and
 * unknown keywords and vendor extensions (`x-*`, `$comment`, `errorMessage`), which a model reads
 * as prose like a description.
 */
export function schemaTextFields(schema: unknown, path: string, fields: TextField[] = [], depth = 0): TextField[] {
  if (!isObject(schema) || depth > MAX_SCHEMA_DEPTH) return fields;
  for (const [key, value] of Object.entries(schema)) {
    const keyPath = `${path}/${key}`;
    const prose = PROSE_KEYWORDS[key];
    if (prose) push(fields, keyPath, value, prose);
    else if (VALUE_KEYWORDS.has(key)) walkJson(value, keyPath, 'schema-value', 'property-name', fields, depth + 1);
    else if (SUBSCHEMA_MAPS.has(key)) schemaMapFields(value, keyPath, fields, depth + 1);
    else if (SUBSCHEMA_KEYWORDS.has(key)) {
      if (Array.isArray(value)) value.forEach((child, index) => schemaTextFields(child, `${keyPath}/${index}`, fields, depth + 1));
      else schemaTextFields(value, keyPath, fields, depth + 1);
    } else if (key === 'required') requiredFields(value, schema.properties, keyPath, fields);
    else if (key === 'dependencies') dependencyFields(value, keyPath, fields, depth + 1);
    else if (STRUCTURAL_KEYWORDS.has(key)) {
      if (typeof value === 'string' && HAS_SPACE.test(value)) push(fields, keyPath, value, 'schema-value');
    } else walkJson(value, keyPath, 'description', undefined, fields, depth + 1);
  }
  return fields;
}

function schemaMapFields(map: unknown, path: string, fields: TextField[], depth: number): void {
  if (!isObject(map)) return;
  for (const [name, child] of Object.entries(map)) {
    push(fields, `${path}/${name}`, name, 'property-name');
    schemaTextFields(child, `${path}/${name}`, fields, depth);
  }
}

/** A required entry naming a defined property repeats its name; one naming none is text of its own. */
function requiredFields(required: unknown, properties: unknown, path: string, fields: TextField[]): void {
  if (!Array.isArray(required)) return;
  required.forEach((name: unknown, index) => {
    if (typeof name === 'string' && !(isObject(properties) && Object.hasOwn(properties, name))) push(fields, `${path}/${index}`, name, 'property-name');
  });
}

/** Draft 7's `dependencies`: each entry a schema, or a list of property names. */
function dependencyFields(map: unknown, path: string, fields: TextField[], depth: number): void {
  if (!isObject(map)) return;
  for (const [name, entry] of Object.entries(map)) {
    push(fields, `${path}/${name}`, name, 'property-name');
    if (Array.isArray(entry)) walkJson(entry, `${path}/${name}`, 'property-name', undefined, fields, depth);
    else schemaTextFields(entry, `${path}/${name}`, fields, depth);
  }
}

/** The name a definition goes by in paths; malformed ones get their index. */
export function definitionName(definition: Definition, key: 'name' | 'uri' | 'uriTemplate', index: number): string {
  return str(definition[key]) ?? `#${index}`;
}

/** The fields of a definition that are its own prose, by the kind each is read as. */
const DEFINITION_PROSE: Readonly<Record<string, TextKind>> = { name: 'name', title: 'title', description: 'description', uri: 'uri', uriTemplate: 'uri' };
/**
 * Fields of a definition that are structure for the client, not text for the model: a MIME type,
 * a size, icons, a resource's audience and priority, a tool's task support.
 */
const STRUCTURAL_FIELDS = new Set(['mimeType', 'size', 'icons', 'annotations', 'execution']);
/** The keys of `_meta` that an MCP App host acts on (ext-apps: `ui`, and the legacy flat resource URI). */
const APP_META_KEYS = new Set(['ui', 'ui/resourceUri']);

type FieldReader = (value: unknown, path: string, fields: TextField[]) => void;

/**
 * Every string of one definition: its prose, the fields `readers` know, `_meta` (but an app's
 * structural `ui`), and any other field a server made up, read as a description is.
 */
function definitionFields(definition: Definition, base: string, readers: Readonly<Record<string, FieldReader>> = {}): TextField[] {
  const fields: TextField[] = [];
  for (const [key, value] of Object.entries(definition)) {
    const path = `${base}/${key}`;
    const reader = readers[key];
    const prose = DEFINITION_PROSE[key];
    if (reader) reader(value, path, fields);
    else if (prose) push(fields, path, value, prose);
    else if (key === '_meta') metaFields(value, path, fields);
    else if (!STRUCTURAL_FIELDS.has(key)) walkJson(value, path, 'description', undefined, fields, 1);
  }
  return fields;
}

function metaFields(meta: unknown, path: string, fields: TextField[]): void {
  if (!isObject(meta)) return;
  for (const [key, value] of Object.entries(meta)) if (!APP_META_KEYS.has(key)) walkJson(value, `${path}/${key}`, 'description', undefined, fields, 1);
}

/** A tool's annotations: a display title, and hints, whose only strings are ones a server made up. */
function annotationFields(annotations: unknown, path: string, fields: TextField[]): void {
  if (!isObject(annotations)) return;
  for (const [key, value] of Object.entries(annotations)) walkJson(value, `${path}/${key}`, key === 'title' ? 'title' : 'description', undefined, fields, 1);
}

const TOOL_READERS: Readonly<Record<string, FieldReader>> = {
  inputSchema: (schema, path, fields) => schemaTextFields(schema, path, fields),
  outputSchema: (schema, path, fields) => schemaTextFields(schema, path, fields),
  annotations: annotationFields,
};

export function toolTextFields(tool: Definition, index: number): TextField[] {
  return definitionFields(tool, `tools/${definitionName(tool, 'name', index)}`, TOOL_READERS);
}

function promptArgumentFields(list: unknown, path: string, fields: TextField[]): void {
  if (!Array.isArray(list)) return;
  list.forEach((argument: unknown, index) => {
    if (isObject(argument)) fields.push(...definitionFields(argument, `${path}/${definitionName(argument, 'name', index)}`));
  });
}

export function promptTextFields(prompt: Definition, index: number): TextField[] {
  return definitionFields(prompt, `prompts/${definitionName(prompt, 'name', index)}`, { arguments: promptArgumentFields });
}

export function resourceTextFields(resource: Definition, index: number, kind: 'resources' | 'resourceTemplates'): TextField[] {
  return definitionFields(resource, `${kind}/${definitionName(resource, kind === 'resources' ? 'uri' : 'uriTemplate', index)}`);
}

/** Every string of a server surface a model would read, instructions first. */
export function surfaceTextFields(surface: ServerSurface): TextField[] {
  const fields: TextField[] = [];
  push(fields, 'instructions', surface.instructions, 'instructions');
  surface.tools.forEach((tool, index) => fields.push(...toolTextFields(tool, index)));
  (surface.prompts ?? []).forEach((prompt, index) => fields.push(...promptTextFields(prompt, index)));
  (surface.resources ?? []).forEach((resource, index) => fields.push(...resourceTextFields(resource, index, 'resources')));
  (surface.resourceTemplates ?? []).forEach((template, index) => fields.push(...resourceTextFields(template, index, 'resourceTemplates')));
  return fields;
}

/** The strings of `value`, and its object keys as `keyKind` when given, each with its JSON path below `path`. */
function walkJson(value: unknown, path: string, kind: TextKind, keyKind: TextKind | undefined, fields: TextField[], depth: number): void {
  if (depth > MAX_SCHEMA_DEPTH) return;
  if (typeof value === 'string') push(fields, path, value, kind);
  else if (Array.isArray(value)) value.forEach((item, index) => walkJson(item, `${path}/${index}`, kind, keyKind, fields, depth + 1));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (keyKind) push(fields, `${path}/${key}`, key, keyKind);
      walkJson(child, `${path}/${key}`, kind, keyKind, fields, depth + 1);
    }
  }
}

/**
 * The strings of any JSON value (a tool result, a request's params), each with its JSON path
 * below `path`. Object keys are not included: in outputs they are the server's structure, not prose.
 */
export function jsonTextFields(value: unknown, path: string, kind: TextKind): TextField[] {
  const fields: TextField[] = [];
  walkJson(value, path, kind, undefined, fields, 0);
  return fields;
}
