/**
 * The analysis engine: runs the rule families over what a server hands a model. Pure and
 * deterministic (issue 4): it runs in the bridge on live sessions, in the browser on opened
 * traces, and in `mcpscope scan`.
 */
import { DRIFT_RULES } from './drift';
import { compareFindings, type Finding } from './finding';
import { FLOW_RULES } from './flow';
import type { AppConversationInput, ClientRequestInput, LaunchInput, ServerAnswerInput, ServerSurface, ToolOutcomeInput } from './inputs';
import { toFinding, type RuleDefinition, type TextRule } from './rule';
import { framingReason } from './intent/quotation';
import { decodeHidden, type NestedDecoding } from './normalize/decode';
import { withHiddenParts } from './rendered-findings';
import { FAMILY_RULES } from './rules/index';
import { ownSuiteCall } from './rules/own-suite-calls';
import { injectedInstructionRules } from './rules/injected-instructions';
import { splitBlobs } from './normalize/split-base64';
import { jsonTextFields, schemaTextFields, surfaceTextFields, type TextField } from './text-fields';
import { IDENTIFIER_KINDS, wordedIdentifier } from './worded-identifiers';
import { isAppResource } from '../apps/app-meta';
import { isObject } from '../is-object';

const TEXT_RULES: readonly TextRule[] = FAMILY_RULES.flatMap((family) => family.text ?? []);

/**
 * Every rule's facts, for docs/rules.md, SARIF's rule list and the UI; drift and flow keep state,
 * so they run apart. A rule may check more than one input (an app's CSP is read from its listing
 * and from its contents), so each is listed once.
 */
export function ruleCatalogue(): RuleDefinition[] {
  const stateless = FAMILY_RULES.flatMap((family) => [
    ...(family.text ?? []),
    ...(family.surface ?? []),
    ...(family.toolOutcome ?? []),
    ...(family.serverAnswer ?? []),
    ...(family.appRecord ?? []),
    ...(family.clientRequest ?? []),
    ...(family.launch ?? []),
  ]).map((entry) => entry.rule);
  return [...new Map(stateless.map((rule) => [rule.id, rule])).values(), ...Object.values(DRIFT_RULES), ...Object.values(FLOW_RULES)];
}

/**
 * Runs every text rule on one string, then again on what hidden encodings in it decode to, to any
 * depth (normalize/decode.ts): an instruction smuggled in a blob is still an instruction. A hit
 * inside decoded text points at the characters that carry it, where the person can see them; a
 * hit on text a decoding left as it was is the original's, already reported.
 */
function textFindings(field: TextField, server: string | undefined): Finding[] {
  return [...textSteps(field, server)].flat();
}

/** textFindings in steps: one rule over the text, then the search for hidden encodings with what they decode to. */
function* textSteps(field: TextField, server: string | undefined): Generator<Finding[]> {
  // Text hidden from a person when rendered is reread alone (rendered-findings.ts).
  yield withHiddenParts(field, [...ruleSteps(field, server)].flat(), server, (part) => [...ruleSteps(part, server)].flat());
  for (const decoding of decodeHidden(field.text)) {
    const decoded: TextField = { ...field, text: decoding.reread.text };
    for (const findings of ruleSteps(decoded, server)) yield findings.flatMap((finding) => locatedInField(finding, decoding, field.text));
  }
  if (IDENTIFIER_KINDS.has(field.kind)) yield* wordedSteps(field, server);
}

/**
 * The injected-instruction rules over an identifier read as words (worded-identifiers.ts), as
 * they read a description: a sentence spelled as a name or a URI is still a sentence.
 */
function* wordedSteps(field: TextField, server: string | undefined): Generator<Finding[]> {
  const worded = wordedIdentifier(field.text);
  if (!worded) return;
  const prose: TextField = { ...field, text: worded.text, kind: 'description' };
  for (const { rule, check } of injectedInstructionRules.text ?? []) {
    yield check(prose).map((hit) => {
      const finding = toFinding(rule, hit, server, field.path);
      const span = hit.span && worded.locate(hit.span.start, hit.span.end);
      return { ...finding, message: `Spelled as an identifier: ${finding.message}`, location: { ...finding.location, ...(span ? { span } : {}) } };
    });
  }
}

/** A finding on decoded text, placed at what carries it in the field; none where the decoding changed nothing. */
function locatedInField(finding: Finding, decoding: NestedDecoding, text: string): Finding[] {
  const { span } = finding.location;
  const located = span ? decoding.reread.locate(span.start, span.end) : decoding.span;
  if (!located) return [];
  const placed = { ...finding, message: `Hidden as ${decoding.encoding}: ${finding.message}`, location: { ...finding.location, span: located } };
  // "For example, \"SWdub3Jl…\" is a known injection payload": the decoded text is shown, not meant.
  const reason = finding.family === 'injected-instructions' ? framingReason(text, decoding.span) : undefined;
  return [reason === undefined ? placed : { ...placed, severity: 'low', message: `${placed.message} The encoded text is ${reason}, not an instruction.` }];
}

function* ruleSteps(field: TextField, server: string | undefined): Generator<Finding[]> {
  for (const { rule, kinds, check } of TEXT_RULES) {
    if (kinds && !kinds.includes(field.kind)) continue;
    yield check(field).map((hit) => toFinding(rule, hit, server, field.path));
  }
}

/** Every text rule over what base64 split across a definition's fields decodes to, placed at the first fragment. */
function* splitBlobSteps(fields: readonly TextField[], server: string | undefined): Generator<Finding[]> {
  for (const blob of splitBlobs(fields)) {
    const field = fields.find((candidate) => candidate.path === blob.path);
    if (!field) continue;
    const encoding = `base64 split across ${[blob.path, ...blob.otherPaths].join(', ')}`;
    for (const findings of ruleSteps({ ...field, text: blob.decoded }, server)) {
      yield findings.map((finding) => ({ ...finding, message: `Hidden as ${encoding}: ${finding.message}`, location: { ...finding.location, span: blob.span } }));
    }
  }
}

/** The analysis of surfaces in steps: one text field, or one surface rule over one server. */
function* surfaceSteps(surfaces: readonly ServerSurface[]): Generator<Finding[]> {
  for (const surface of surfaces) {
    const fields = surfaceTextFields(surface);
    for (const field of fields) {
      for (const findings of textSteps(field, surface.server)) yield findings.map((finding) => ownSuiteCall(finding, field.text, surface));
    }
    yield* splitBlobSteps(fields, surface.server);
    for (const family of FAMILY_RULES) {
      for (const { rule, check } of family.surface ?? []) yield check(surface, surfaces).map((hit) => toFinding(rule, hit, surface.server, hit.path ?? 'tools'));
    }
  }
}

/**
 * Definitions and instructions of every connected server, analysed together so a description
 * that names another server's tools, or two servers offering the same tool name, is found.
 */
export function analyzeSurfaces(surfaces: readonly ServerSurface[]): Finding[] {
  return [...surfaceSteps(surfaces)].flat().sort(compareFindings);
}

/** The texts of an answer a model reads: the result's strings, or the error's message and data. */
function answerTextFields(answer: ServerAnswerInput, base: string): TextField[] {
  return answer.error
    ? [{ path: `${base}/error/message`, text: answer.error.message, kind: 'output' as const }, ...jsonTextFields(answer.error.data, `${base}/error/data`, 'output')]
    : jsonTextFields(answer.result, base, 'output').map((field) => (appHtmlPaths(answer.result, base).has(field.path) ? { ...field, kind: 'app-html' as const } : field));
}

/** The paths of the texts of a resources/read result that are MCP Apps' HTML, run in a sandbox by design. */
function appHtmlPaths(result: unknown, base: string): Set<string> {
  const contents = isObject(result) && Array.isArray(result.contents) ? (result.contents as unknown[]) : [];
  return new Set(contents.flatMap((item, index) => (isAppResource(item) ? [`${base}/contents/${index}/text`] : [])));
}

function* toolOutcomeSteps(outcome: ToolOutcomeInput): Generator<Finding[]> {
  const base = `results/${String(outcome.requestId)}`;
  for (const field of answerTextFields(outcome, base)) yield* textSteps(field, outcome.server);
  for (const family of FAMILY_RULES) {
    for (const { rule, check } of family.toolOutcome ?? []) yield check(outcome).map((hit) => toFinding(rule, hit, outcome.server, base));
  }
}

export function analyzeToolOutcome(outcome: ToolOutcomeInput): Finding[] {
  return [...toolOutcomeSteps(outcome)].flat().sort(compareFindings);
}

/**
 * The answer to a resources/read or prompts/get: resource contents and prompt messages go to the
 * model like a tool's output, so the text rules read them the same way. The tool-specific rules
 * (output schema, error guidance, result size) do not apply.
 */
export function analyzeServerAnswer(answer: ServerAnswerInput): Finding[] {
  const base = `results/${String(answer.requestId)}`;
  const findings = answerTextFields(answer, base).flatMap((field) => textFindings(field, answer.server));
  for (const family of FAMILY_RULES) {
    for (const { rule, check } of family.serverAnswer ?? []) findings.push(...check(answer).map((hit) => toFinding(rule, hit, answer.server, base)));
  }
  return findings.sort(compareFindings);
}

/**
 * What an app asks the host to put before the model: a message in the conversation
 * (`ui/message`: content) or context (`ui/update-model-context`: content, structuredContent).
 */
const MODEL_BOUND: Readonly<Record<string, readonly string[]>> = { 'ui/message': ['content'], 'ui/update-model-context': ['content', 'structuredContent'] };

/**
 * A record of an app's conversation. What an app hands the model reaches it like a tool's output,
 * so the text rules read it the same way; a request the iframe's CSP blocked is the app rules' business.
 */
export function analyzeAppRecord(record: AppConversationInput): Finding[] {
  const base = `app/${record.seq}`;
  const params = record.kind === 'message' && isObject(record.params) ? record.params : undefined;
  const keys = params && record.kind === 'message' ? (MODEL_BOUND[record.method] ?? []) : [];
  const fields = keys.flatMap((key) => jsonTextFields(params?.[key], `${base}/params/${key}`, 'output'));
  const findings = fields.flatMap((field) => textFindings(field, record.server));
  for (const family of FAMILY_RULES) {
    for (const { rule, check } of family.appRecord ?? []) findings.push(...check(record).map((hit) => toFinding(rule, hit, record.server, base)));
  }
  return findings.sort(compareFindings);
}

/** The texts of a request a person is asked to act on: sampling messages and system prompt, an elicitation's message and form. */
function clientRequestTextFields(request: ClientRequestInput, base: string): TextField[] {
  const { params } = request;
  if (request.method === 'elicitation/create') {
    return [
      ...jsonTextFields(params.message, `${base}/message`, 'request'),
      ...jsonTextFields(params.url, `${base}/url`, 'request'),
      ...schemaTextFields(params.requestedSchema, `${base}/requestedSchema`),
    ];
  }
  return [...jsonTextFields(params.systemPrompt, `${base}/systemPrompt`, 'request'), ...jsonTextFields(params.messages, `${base}/messages`, 'request')];
}

export function analyzeClientRequest(request: ClientRequestInput): Finding[] {
  const base = `requests/${String(request.requestId)}`;
  const findings = clientRequestTextFields(request, base).flatMap((field) => textFindings(field, request.server));
  for (const family of FAMILY_RULES) {
    for (const { rule, check } of family.clientRequest ?? []) {
      for (const hit of check(request)) findings.push(toFinding(rule, hit, request.server, base));
    }
  }
  return findings.sort(compareFindings);
}

export function analyzeLaunch(launch: LaunchInput): Finding[] {
  const findings: Finding[] = [];
  for (const family of FAMILY_RULES) {
    for (const { rule, check } of family.launch ?? []) {
      for (const hit of check(launch)) findings.push(toFinding(rule, hit, launch.server, 'launch/command'));
    }
  }
  return findings.sort(compareFindings);
}
