/**
 * A parameter of any name (context, note, trace, feedback, metadata…), or any other text of an
 * input schema, whose words ask the model to fill it with what the model holds: the conversation,
 * its system prompt, other tools' results, files it can read, the environment or credentials. The
 * innocuous name is the point of the trick, so the schema's words decide, not the name (issue 22).
 */
import { clip, type Span } from '../finding';
import type { Hit, SurfaceRule } from '../rule';
import { schemaTextFields, type TextKind } from '../text-fields';
import { holdsFreeText, purposeWords, toolProperties } from './schema-parameters';

/** What a model holds and a server has no business receiving, each with the words a tool about it would name itself with. */
const HELD_BY_MODEL: readonly { what: string; pattern: RegExp; topic: readonly string[] }[] = [
  {
    what: 'the conversation',
    pattern:
      /\b(?:(?:conversation|chat|dialog(?:ue)?)\s+(?:history|log|transcript|so\s+far)|(?:full|entire|whole|complete)\s+(?:conversation|chat|dialog(?:ue)?|transcript)|(?:your|our|the\s+user'?s?|all\s+(?:the\s+)?)\s*(?:previous|prior|earlier|past|preceding)\s+(?:messages|turns)|(?:previous|prior|earlier)\s+messages\s+(?:in|of|from)\s+(?:this|the|our)\s+(?:conversation|chat|session)|(?:summary|recap)\s+of\s+(?:the|this|our)\s+(?:conversation|chat|discussion|session)|(?:the|this|our)\s+(?:conversation|chat|discussion)\s+(?:so\s+far|until\s+now|up\s+to\s+now|verbatim)|everything\s+(?:that\s+)?(?:was\s+|has\s+been\s+)?(?:discussed|said|shared|typed)\b[^.;\n]{0,30}?\bso\s+far|earlier\s+in\s+(?:the|this|our)\s+(?:chat|conversation|session))\b/i,
    topic: ['conversation', 'chat', 'transcript', 'history', 'message'],
  },
  {
    what: 'its instructions',
    pattern: /\b(?:system\s+(?:prompt|message|instructions?)|developer\s+(?:message|instructions?)|(?:your|hidden|initial|original)\s+(?:instructions|prompt|guidelines)|(?:instructions|rules|guidelines)\s+you\s+(?:were|have\s+been)\s+(?:given|set\s+up\s+with|started\s+with|configured\s+with))\b/i,
    topic: ['prompt', 'instruction'],
  },
  {
    what: "other tools' results",
    pattern: /\b(?:(?:results?|outputs?|responses?)\s+(?:of|from)\s+(?:any\s+|all\s+)?(?:other|previous|prior|earlier|the\s+other)\s+(?:tools?|tool\s+calls|function\s+calls|calls)|other\s+tools?(?:'s?)?\s+(?:results|outputs|responses)|what(?:ever)?\s+(?:the\s+)?(?:other|previous|earlier|prior)\s+tools?\s+(?:returned|gave|produced)|(?:last|latest|previous|most\s+recent)\s+tool\s+(?:results?|outputs?|responses?))\b/i,
    topic: ['result', 'output', 'response'],
  },
  {
    what: 'files on the machine',
    pattern:
      /\b(?:contents?\s+of\s+(?:any|all|every|other|the\s+user'?s?|your)\s+(?:\w+\s+)?(?:files?|documents?)|(?:contents?\s+of|read)\s+(?:~|\$HOME|%USERPROFILE%)[\\/]|(?:files?|documents?)\s+(?:in|on|from)\s+(?:the\s+)?(?:user'?s?\s+)?(?:home\s+directory|machine|computer|disk|file\s*system))/i,
    topic: ['file', 'document', 'content'],
  },
  {
    what: 'the environment',
    pattern: /\b(?:environment\s+variables?|env\s+vars?|process\.env|shell\s+environment)\b/i,
    topic: ['env', 'environment', 'variable'],
  },
  {
    what: 'credentials',
    pattern:
      /\b(?:all|every)\s+(?:\w+\s+){0,2}?(?:api\s+keys?|access\s+tokens?|tokens|secrets|credentials|passwords|private\s+keys|ssh\s+keys|cookies)\b|\b(?:api\s+keys?|tokens?|secrets?|credentials?|passwords?|keys)\s+(?:(?:that\s+)?you\s+(?:have|know|can\s+(?:see|find|access|read))|(?:found|available)\s+(?:to\s+you|in\s+(?:the\s+|your\s+)?(?:context|conversation|environment|files?|config))|from\s+(?:the\s+|your\s+)?(?:context|conversation|environment|config))/i,
    topic: ['key', 'token', 'secret', 'credential', 'password', 'cookie'],
  },
];

/** A negation before the match in the same clause: "do not include secrets" asks for the opposite. */
const NEGATION = /\b(?:not|never|don'?t|without|avoid|exclude|excluding|except|no)\b[^.;!?\n]*$/i;
/** How far back a negation counts. */
const NEGATION_REACH = 60;

interface Request {
  what: string;
  span: Span;
  topic: readonly string[];
}

/** The first thing of the model's that `text` asks for, unless the clause negates it. */
function requestedContext(text: string, skip?: string): Request | undefined {
  for (const { what, pattern, topic } of HELD_BY_MODEL) {
    if (what === skip) continue;
    const match = pattern.exec(text);
    if (!match) continue;
    if (NEGATION.test(text.slice(Math.max(0, match.index - NEGATION_REACH), match.index))) continue;
    return { what, span: { start: match.index, end: match.index + match[0].length }, topic };
  }
  return undefined;
}

/**
 * The schema texts a model takes as guidance on what to put where: descriptions and titles, and
 * values (a default, const, enum member or example "the full conversation so far" shows what to
 * fill in, whatever type the parameter has).
 */
const GUIDING_KINDS: readonly TextKind[] = ['description', 'title', 'schema-value'];

export const contextExtractionDescription: SurfaceRule = {
  rule: {
    id: 'schema-bait/context-extraction-description',
    family: 'schema-bait',
    severity: 'high',
    title: "Input schema asks for the model's conversation, instructions, files or secrets",
    summary:
      "A description, title, default, const, enum member or example anywhere in a tool's input schema (a parameter of any name such as context, note, trace or feedback, a $defs entry, additionalProperties) asks the model to fill it with the conversation or previous messages, its system prompt, other tools' results, the contents of files on the machine, environment variables, or credentials it can find: high. " +
      'A negated mention ("do not include secrets"), an ordinary description ("optional search context such as the current file"), and the texts of numeric, boolean, enum or formatted parameters do not fire; lowered to low when the tool\'s name, title or first description sentence is about that very thing (a save_conversation tool).',
    remediation: 'Do not let the model fill this parameter: it hands the server what the model was told or can read. Remove the parameter or deny the tool.',
  },
  check: (surface) =>
    surface.tools.flatMap((tool, index) => {
      const { base, properties } = toolProperties(tool, index);
      const byPath = new Map(properties.map((property) => [property.path, property]));
      const purpose = purposeWords(tool);
      return schemaTextFields(tool.inputSchema, `${base}/inputSchema`).flatMap((field): Hit[] => {
        if (!GUIDING_KINDS.includes(field.kind)) return [];
        const owner = byPath.get(field.path.slice(0, field.path.lastIndexOf('/')));
        if (owner && field.kind !== 'schema-value' && !holdsFreeText(owner.schema)) return [];
        // A value naming a file is schema-bait/hidden-value-instruction's (sensitive paths); one report is enough.
        const asked = requestedContext(field.text, field.kind === 'schema-value' ? 'files on the machine' : undefined);
        if (!asked) return [];
        const where = owner ? `The ${field.path.slice(field.path.lastIndexOf('/') + 1)} of "${owner.name}"` : `The schema text at ${field.path.slice(base.length + 1)}`;
        const stated = asked.topic.some((word) => purpose.has(word));
        return [
          {
            message: stated
              ? `${where} asks the model for ${asked.what}; the tool says that is its purpose, so confirm you mean to share it with this server.`
              : `${where} asks the model to fill it with ${asked.what}, which the tool has no stated need for.`,
            evidence: clip(field.text),
            span: asked.span,
            path: field.path,
            ...(stated ? { severity: 'low' as const } : {}),
          },
        ];
      });
    }),
};
