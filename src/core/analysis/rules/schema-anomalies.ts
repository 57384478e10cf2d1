/**
 * What is unusual for a JSON Schema, read as evidence on its own (issue 22, deep schema): a schema
 * describes data, so a const or enum member that is a sentence, a default that tells the model what
 * to do, a title or description that calls the model by name, an output schema that says what to do
 * with the result, or a property name that is an order have no honest reason to be there. None of
 * these needs a secret word or a tool name, so each is medium: worth a look, not a verdict.
 */
import { clip } from '../finding';
import type { Hit, SurfaceRule } from '../rule';
import { definitionName, schemaTextFields, type TextField } from '../text-fields';
import { identifierWords } from '../words';

type Definition = Readonly<Record<string, unknown>>;

/** Both schemas of a tool, each field with the schema it came from. */
function schemaFields(tool: Definition, index: number): { field: TextField; output: boolean }[] {
  const base = `tools/${definitionName(tool, 'name', index)}`;
  return [
    ...schemaTextFields(tool.inputSchema, `${base}/inputSchema`).map((field) => ({ field, output: false })),
    ...schemaTextFields(tool.outputSchema, `${base}/outputSchema`).map((field) => ({ field, output: true })),
  ];
}

function eachSchemaField(check: (field: TextField, output: boolean) => Hit[]): SurfaceRule['check'] {
  return (surface) => surface.tools.flatMap((tool, index) => schemaFields(tool, index).flatMap(({ field, output }) => check(field, output)));
}

/** Words that make a value speak to someone: the reader, a modal, an order of steps, a call. */
const DIRECTING_WORD = /\b(?:you|your|yourself|assistant|the model|must|should|always|never|do not|don't|before|after|first|then|instead|call|invoke|from now on)\b/i;
/** The keyword a value sits under, unless it is a property's name ("properties/default"). */
const VALUE_KEYWORD = /(?<!\/(?:properties|\$defs|definitions|dependentSchemas|patternProperties))\/(default|const|enum|examples)(?:\/\d+)?(?:\/.*)?$/;
const MIN_SENTENCE_WORDS = 5;

const directingValue: SurfaceRule = {
  rule: {
    id: 'schema-bait/directing-value',
    family: 'schema-bait',
    severity: 'medium',
    title: 'A schema value is a sentence that directs',
    summary:
      'A const, enum member, default or example in an input or output schema is a sentence of five or more words that speaks to someone: "you", "your", "the assistant", must/should, always/never, before/after/first/then, call/invoke, "from now on". Values are data; an order there is read by the model and seen by nobody. ' +
      'Short values, sentences that only describe ("Summarize the document in three bullet points", "Use JSON lines in production") and property names do not fire.',
    remediation: 'Read the value as the model will. If it tells the model what to do, remove it or do not use the tool.',
  },
  check: eachSchemaField((field) => {
    const keyword = field.kind === 'schema-value' ? VALUE_KEYWORD.exec(field.path)?.[1] : undefined;
    if (keyword === undefined || field.text.trim().split(/\s+/).length < MIN_SENTENCE_WORDS) return [];
    const match = DIRECTING_WORD.exec(field.text);
    if (!match) return [];
    return [{ message: `This ${keyword} value is a sentence that directs ("${match[0]}"), where a schema holds data.`, evidence: clip(field.text), span: { start: match.index, end: match.index + match[0].length }, path: field.path }];
  }),
};

/** "Assistant, add …", "Model: include …", "AI — put …": the model called by name, then an order. */
const VOCATIVE = /^\s*(?:dear\s+|hey\s+)?(?:assistant|model|ai|llm|agent|claude|gpt|chatgpt|copilot|gemini)\s*[,:\u2014-]\s*(?:please\s+)?(?!the\b|a\b|an\b|one\b|name\b|id\b)[a-z]+\s+(?:the|your|all|every|each|this|that|it|them|any|a|an|me|us|to|in|with)\b/i;
/**
 * An output schema says what the data is; telling the model what to do once it has it is
 * something else: "when you get this back", "you must", a modal, or a sentence that opens with
 * the next step ("Before showing this…", "Then…").
 */
const AFTER_RESULT = /\b(?:when|after|once|if)\s+you\s+(?:get|receive|read|see|have)\b|\b(?:must|should|always|never|do\s+not|don't)\b|(?:^|[.!?]\s+)(?:before|after|then|also|next|finally)(?=[\s,])/i;
/**
 * The model named as the subject of an order ("the assistant should…", "you must always…"). The
 * verbs an honest schema asks for a value with ("you must provide one of…") do not count.
 */
const ADDRESSED_ORDER =
  /\b(?:you|assistant|the model|the ai|llm|agent)\s+(?:must|should|always|never|will\s+need\s+to|need\s+to|have\s+to|are\s+to|is\s+to)\b(?!\s+(?:provide|specify|set|pass|supply|enter|choose|select|be\s+(?:a|an|the|one)\b))/i;
/** A title names a field in a few words; one this long is a sentence meant for whoever reads the schema. */
const MAX_TITLE_WORDS = 6;

const addressesModel: SurfaceRule = {
  rule: {
    id: 'schema-bait/addresses-model',
    family: 'schema-bait',
    severity: 'medium',
    title: 'A schema title or description speaks to the model',
    summary:
      'A title or description anywhere in an input or output schema opens by calling the model by name and giving it an order ("Assistant, add …", "Model: include …") or makes it the subject of one ("the assistant should …", "you must always …"); a title is a sentence of seven words or more rather than a field\'s name; or an output-schema text tells the model what to do once it has the result ("when you get this back", must/should/always/never, a sentence opening with before/after/then/also). ' +
      'A short title ("Model: the model id", "Value to type into the field") output descriptions of the data ("Matching log lines, newest first") and asking for a value ("you must provide one of owner or repo") do not fire.',
    remediation: 'Schemas describe data. Read what this text asks the model to do; remove it or do not use the tool.',
  },
  check: eachSchemaField((field, output) => {
    if (field.kind !== 'title' && field.kind !== 'description') return [];
    if (field.kind === 'title' && field.text.trim().split(/\s+/).length > MAX_TITLE_WORDS) {
      return [{ message: 'This title is a sentence, not the name of a field: text meant for the model.', evidence: clip(field.text), path: field.path }];
    }
    const match = VOCATIVE.exec(field.text) ?? ADDRESSED_ORDER.exec(field.text) ?? (output ? AFTER_RESULT.exec(field.text) : null);
    if (!match) return [];
    const where = output ? 'output schema' : 'input schema';
    return [{ message: `This ${field.kind} in the ${where} speaks to the model and tells it what to do.`, evidence: clip(field.text), span: { start: match.index, end: match.index + match[0].length }, path: field.path }];
  }),
};

/** Fewer words than this is a name (`list_pull_request_review_comments`); an order needs more. */
const MIN_ORDER_WORDS = 6;
/** The first word of an order, or a word no field name needs: "ignore_previous_…", "…_do_not_tell_them". */
const ORDER_OPENING = new Set(['ignore', 'disregard', 'forget', 'always', 'never', 'before', 'first', 'please', 'secretly', 'silently', 'quietly']);
const ORDER_WORD = /(?:^|_)(?:do_not|dont|don_t|without_telling|previous_instructions|system_prompt)(?:_|$)/;

const orderAsPropertyName: SurfaceRule = {
  rule: {
    id: 'schema-bait/order-as-property-name',
    family: 'schema-bait',
    severity: 'medium',
    title: 'A property name is an order',
    summary:
      'A property name of six or more words opens with an order word (ignore, disregard, forget, always, never, before, first, please, secretly) or holds "do not", "without telling", "previous instructions" or "system prompt": a model reads the name as a sentence. ' +
      'Long descriptive names (include_hidden_files_in_the_listing) do not fire.',
    remediation: 'Rename nothing: do not use the tool. A property name that gives orders is there to steer the model.',
  },
  check: eachSchemaField((field) => {
    if (field.kind !== 'property-name') return [];
    const words = identifierWords(field.text);
    if (words.length < MIN_ORDER_WORDS || !(ORDER_OPENING.has(words[0] ?? '') || ORDER_WORD.test(words.join('_')))) return [];
    return [{ message: `The property name "${clip(field.text)}" reads as an order to the model.`, evidence: clip(field.text), path: field.path }];
  }),
};

export const schemaAnomalyRules: readonly SurfaceRule[] = [directingValue, addressesModel, orderAsPropertyName];
