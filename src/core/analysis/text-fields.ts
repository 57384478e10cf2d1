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

/** Every schema keyword whose value is another schema or a list/map of them. */
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SUBSCHEMA_SINGLE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'] as const;

/** Bounded: a hostile schema may nest deeply or be huge; nobody reads past this anyway. */
const MAX_SCHEMA_DEPTH = 32;

export function schemaTextFields(schema: unknown, path: string, fields: TextField[] = [], depth = 0): TextField[] {
  if (!isObject(schema) || depth > MAX_SCHEMA_DEPTH) return fields;
  push(fields, `${path}/title`, schema.title, 'title');
  push(fields, `${path}/description`, schema.description, 'description');
  push(fields, `${path}/default`, schema.default, 'schema-value');
  push(fields, `${path}/const`, schema.const, 'schema-value');
  for (const key of ['enum', 'examples'] as const) {
    const values = schema[key];
    if (Array.isArray(values)) values.forEach((value, index) => push(fields, `${path}/${key}/${index}`, value, 'schema-value'));
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (!isObject(map)) continue;
    for (const [name, child] of Object.entries(map)) {
      const childPath = `${path}/${key}/${name}`;
      if (key === 'properties') push(fields, childPath, name, 'property-name');
      schemaTextFields(child, childPath, fields, depth + 1);
    }
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((child, index) => schemaTextFields(child, `${path}/${key}/${index}`, fields, depth + 1));
  }
  for (const key of SUBSCHEMA_SINGLE) schemaTextFields(schema[key], `${path}/${key}`, fields, depth + 1);
  return fields;
}

/** The name a definition goes by in paths; malformed ones get their index. */
export function definitionName(definition: Definition, key: 'name' | 'uri' | 'uriTemplate', index: number): string {
  return str(definition[key]) ?? `#${index}`;
}

export function toolTextFields(tool: Definition, index: number): TextField[] {
  const base = `tools/${definitionName(tool, 'name', index)}`;
  const fields: TextField[] = [];
  push(fields, `${base}/name`, tool.name, 'name');
  push(fields, `${base}/title`, tool.title, 'title');
  push(fields, `${base}/description`, tool.description, 'description');
  if (isObject(tool.annotations)) push(fields, `${base}/annotations/title`, tool.annotations.title, 'title');
  schemaTextFields(tool.inputSchema, `${base}/inputSchema`, fields);
  schemaTextFields(tool.outputSchema, `${base}/outputSchema`, fields);
  return fields;
}

export function promptTextFields(prompt: Definition, index: number): TextField[] {
  const base = `prompts/${definitionName(prompt, 'name', index)}`;
  const fields: TextField[] = [];
  push(fields, `${base}/name`, prompt.name, 'name');
  push(fields, `${base}/title`, prompt.title, 'title');
  push(fields, `${base}/description`, prompt.description, 'description');
  if (Array.isArray(prompt.arguments)) {
    prompt.arguments.forEach((argument: unknown, argIndex) => {
      if (!isObject(argument)) return;
      const argPath = `${base}/arguments/${definitionName(argument, 'name', argIndex)}`;
      push(fields, `${argPath}/name`, argument.name, 'name');
      push(fields, `${argPath}/description`, argument.description, 'description');
    });
  }
  return fields;
}

export function resourceTextFields(resource: Definition, index: number, kind: 'resources' | 'resourceTemplates'): TextField[] {
  const key = kind === 'resources' ? 'uri' : 'uriTemplate';
  const base = `${kind}/${definitionName(resource, key, index)}`;
  const fields: TextField[] = [];
  push(fields, `${base}/${key}`, resource[key], 'uri');
  push(fields, `${base}/name`, resource.name, 'name');
  push(fields, `${base}/title`, resource.title, 'title');
  push(fields, `${base}/description`, resource.description, 'description');
  return fields;
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

/**
 * The strings of any JSON value (a tool result, a request's params), each with its JSON path
 * below `path`. Object keys are not included: in outputs they are the server's structure, not prose.
 */
export function jsonTextFields(value: unknown, path: string, kind: TextKind, fields: TextField[] = [], depth = 0): TextField[] {
  if (depth > MAX_SCHEMA_DEPTH) return fields;
  if (typeof value === 'string') push(fields, path, value, kind);
  else if (Array.isArray(value)) value.forEach((item, index) => jsonTextFields(item, `${path}/${index}`, kind, fields, depth + 1));
  else if (isObject(value)) for (const [key, child] of Object.entries(value)) jsonTextFields(child, `${path}/${key}`, kind, fields, depth + 1);
  return fields;
}
