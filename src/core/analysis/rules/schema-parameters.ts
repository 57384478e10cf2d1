/**
 * The input parameters of a server's tools, as the schema-bait rules read them: every named
 * property at any depth, whether the model could pour prose into it, and what the tool says it is
 * for, so a parameter can be judged against the tool's stated purpose.
 */
import type { ServerSurface } from '../inputs';
import type { Hit } from '../rule';
import { definitionName, MAX_SCHEMA_DEPTH, SUBSCHEMA_KEYWORDS, SUBSCHEMA_MAPS } from '../text-fields';
import { identifierWords } from '../words';
import { isObject } from '../../is-object';

type Definition = Readonly<Record<string, unknown>>;

/** "notes" and "note" are the same topic; "address" keeps its "s". */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

export interface Property {
  path: string;
  name: string;
  schema: Definition;
}

/** Every named property at any depth, since bait hides in nested objects as well as at the top. */
export function schemaProperties(schema: unknown, path: string, found: Property[] = [], depth = 0): Property[] {
  if (!isObject(schema) || depth > MAX_SCHEMA_DEPTH) return found;
  for (const [key, value] of Object.entries(schema)) {
    const keyPath = `${path}/${key}`;
    if (SUBSCHEMA_MAPS.has(key) && isObject(value)) {
      for (const [name, child] of Object.entries(value)) {
        if (key === 'properties' && isObject(child)) found.push({ path: `${keyPath}/${name}`, name, schema: child });
        schemaProperties(child, `${keyPath}/${name}`, found, depth + 1);
      }
    } else if (SUBSCHEMA_KEYWORDS.has(key)) {
      if (Array.isArray(value)) value.forEach((child, index) => schemaProperties(child, `${keyPath}/${index}`, found, depth + 1));
      else schemaProperties(value, keyPath, found, depth + 1);
    }
  }
  return found;
}

/**
 * Whether the model could pour prose into the parameter: numbers, booleans, enums, consts and
 * formatted strings (date, uri, email) cannot carry a conversation out.
 */
export function holdsFreeText(schema: Definition): boolean {
  if (schema.enum !== undefined || schema.const !== undefined || typeof schema.format === 'string') return false;
  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  if (types.length === 0) return true;
  if (types.includes('string')) return true;
  return types.includes('array') && isObject(schema.items) && schema.items.type === 'string';
}

/**
 * What the tool says it is for: the words of its name, its title and the first sentence of its
 * description. The rest of the description is left out on purpose: a poisoned description is
 * exactly what tells the model to fill the bait parameter.
 */
export function purposeWords(tool: Definition): Set<string> {
  const firstSentence = typeof tool.description === 'string' ? (tool.description.split(/[.!?\n]/, 1)[0] ?? '') : '';
  const texts = [tool.name, tool.title, firstSentence].filter((text): text is string => typeof text === 'string');
  return new Set(texts.flatMap(identifierWords).map(singular));
}

export function toolProperties(tool: Definition, index: number): { base: string; properties: Property[] } {
  const base = `tools/${definitionName(tool, 'name', index)}`;
  return { base, properties: schemaProperties(tool.inputSchema, `${base}/inputSchema`) };
}

/** A tool's input parameter, with the words of its name and of the tool's stated purpose. */
export interface NamedParameter extends Property {
  words: string[];
  purpose: Set<string>;
}

/** Runs `check` on every input parameter of every tool: the parameter-name rules all look at the same things. */
export function eachParameter(surface: ServerSurface, check: (parameter: NamedParameter) => Hit[]): Hit[] {
  return surface.tools.flatMap((tool, index) => {
    const purpose = purposeWords(tool);
    return toolProperties(tool, index).properties.flatMap((property) => check({ ...property, words: identifierWords(property.name), purpose }));
  });
}

