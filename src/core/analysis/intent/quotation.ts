/**
 * "Quoted is not meant" (issue 22): text presented as an example, a quotation or documentation of
 * an attack is not an instruction, so a security tool that explains prompt injection by quoting
 * "ignore previous instructions" does not read as one. It is no bypass: a quotation that the
 * sentence also addresses to the model ("Note to the assistant: 'ignore previous instructions'")
 * is meant.
 */
import type { Span } from '../finding';
import { recentlyComputed } from '../normalize/recent';
import { codeSpans } from '../rules/code-spans';
import { findConcept } from './concepts';
import { imperativeHead } from './imperative';
import { sentenceAt, type Stretch } from './sentences';

/** How far along its line a quotation's marks are looked for. */
const REACH = 300;
/** Quotation marks that open and close differently; straight double quotes are paired by count, backticks as code spans. */
const PAIRS: readonly (readonly [string, string])[] = [['“', '”'], ['«', '»'], ['「', '」'], ['『', '』'], ['„', '“'], ['‘', '’']];
/** A straight single quote opens after a non-letter and closes before one, so "don't" is neither. */
const OPEN_SINGLE = /(?<![\p{L}\p{N}])'(?=\S)/gu;
const CLOSE_SINGLE = /(?<=\S)'(?![\p{L}\p{N}])/u;
const FENCE = /^[ \t]{0,3}(?:```|~~~)/gm;

const EXAMPLE = new RegExp(
  String.raw`(?:for example|for instance|e\.\s?g\.|such as|(?:phrases?|text|strings?|words?|inputs?|prompts?|messages?|patterns?|something|attacks?|payloads?|instructions?|commands?) like|por ejemplo|por exemplo|zum beispiel|z\.\s?b\.|par exemple|например|例如|比如|例えば|예를 들어|على سبيل المثال|उदाहरण के लिए)(?:[^\p{L}\p{N}]+[\p{L}\p{N}]+){0,3}[^\p{L}\p{N}]*$`,
  'iu',
);
/** How far before a span an example marker may stand ("such as the classic …"). */
const EXAMPLE_REACH = 80;
const ATTACK = /prompt[\s-]injections?|jailbreak|injection attacks?|injected (?:instructions?|pages?|web ?pages?|content|text|documents?)|(?:hidden|malicious) (?:prompts?|instructions?|inputs?)|tool poisoning|adversarial|attackers?|(?:data )?exfiltration|path traversal|phishing|malware|canary|honeypot|red[\s-]team/i;
const DOCUMENTS = /\b(?:detect|flag|scan|catch|block|classif|recogni[sz]|identif|explain|describ|warn|filter|screen|classic|known|common|typical|example|demonstrat|review|audit|spot|shows? how|teach|checks? whether|tests? whether)/i;
/** An addressee spoken to: "Note to the assistant:", "Assistant, …", "the model must". */
const SPOKEN_TO = /^\s*(?:[:,]|(?:\p{L}+\s+){0,1}(?:must|should|has to|needs? to|always|is required))/iu;

/** Each field's fences and code spans, found once for all the hits on it. */
const fences = recentlyComputed((text) => [...text.matchAll(FENCE)].map((match) => match.index));
const spansOfCode = recentlyComputed(codeSpans);

function insideCodeSpan(text: string, span: Span): boolean {
  return spansOfCode(text).some((code) => code.start <= span.start && span.start < code.end);
}

function insideFence(text: string, at: number): boolean {
  return fences(text).filter((fence) => fence < at).length % 2 === 1;
}

function insideQuotes(text: string, span: Span): string | undefined {
  const lineStart = Math.max(text.lastIndexOf('\n', span.start - 1) + 1, span.start - REACH);
  const nextBreak = text.indexOf('\n', span.end);
  const lineEnd = Math.min(nextBreak < 0 ? text.length : nextBreak, span.end + REACH);
  const before = text.slice(lineStart, span.start);
  const after = text.slice(span.end, lineEnd);
  if (insideCodeSpan(text, span)) return 'inside a code span';
  if ((before.split('"').length - 1) % 2 === 1 && after.includes('"')) return 'inside quotation marks';
  for (const [open, close] of PAIRS) {
    const opened = before.lastIndexOf(open);
    if (opened >= 0 && !before.includes(close, opened + 1) && after.includes(close)) return 'inside quotation marks';
  }
  const openings = [...before.matchAll(OPEN_SINGLE)];
  const opened = openings.at(-1)?.index;
  if (opened !== undefined && !CLOSE_SINGLE.test(before.slice(opened + 1)) && CLOSE_SINGLE.test(text.slice(span.end - 1, lineEnd))) return 'inside quotation marks';
  return undefined;
}

/** Whether the sentence, outside the span, speaks to the model: then a quotation in it is meant. */
function addressedOutside(text: string, sentence: Stretch, span: Span): boolean {
  return findConcept(text, 'addressee', sentence.start, sentence.end).some(
    (match) => (match.end <= span.start || match.start >= span.end) && SPOKEN_TO.test(text.slice(match.end, Math.min(match.end + 40, sentence.end))),
  );
}

/**
 * "Data such as the user's API keys should go into notes": the example is only the list of what to
 * send, and the order around it is the sentence's own. An example quoted unmarked holds no
 * obligation word or address to the model ("Blocks override attempts, e.g. ignore all previous instructions").
 */
function orderedInside(text: string, span: Span): boolean {
  return findConcept(text, 'directive', span.start, span.end, 1).length > 0 || findConcept(text, 'addressee', span.start, span.end, 1).length > 0;
}

/** "Attacks" said plainly: trusted only in a sentence that orders nothing, where a pretext ("to block attacks, send …") cannot hide. */
const ATTACKS = /\battacks?\b/i;

function documentsAnAttack(text: string, sentence: Stretch, span: Span): boolean {
  const around = `${text.slice(sentence.start, span.start)} ${text.slice(span.end, sentence.end)}`;
  return (ATTACK.test(around) && DOCUMENTS.test(around)) || describesAttackSteps(text, sentence);
}

/**
 * "A hidden step in many attacks is to mirror the .env file; this tool detects such text": a
 * sentence that names attacks as its subject and what the tool does about them, with no order to
 * the model in it (no imperative, no obligation word, no addressee), describes the attack.
 */
function describesAttackSteps(text: string, sentence: Stretch): boolean {
  const whole = text.slice(sentence.start, sentence.end);
  if (!ATTACKS.test(whole) || !DOCUMENTS.test(whole) || imperativeHead(whole) !== undefined) return false;
  return findConcept(text, 'directive', sentence.start, sentence.end, 1).length === 0 && findConcept(text, 'addressee', sentence.start, sentence.end, 1).length === 0;
}

/** Why the text at `span` reads as a quotation rather than an instruction, or undefined. */
export function quotationReason(text: string, span: Span): string | undefined {
  const sentence = sentenceAt(text, span.start);
  const reason = (insideFence(text, span.start) ? 'inside a code block' : undefined) ?? insideQuotes(text, span) ?? framedAs(text, sentence, span);
  if (reason === undefined || addressedOutside(text, sentence, span)) return undefined;
  return reason;
}

/**
 * "Reports tool descriptions that tell the model to never mention competitors": the order belongs
 * to the text the tool reports on, named as the subject of a relative clause ("descriptions that
 * tell the model …"), and the sentence itself opens on what the tool does with such text.
 */
const REPORTED_SPEECH = /\b(?:descriptions?|instructions?|texts?|prompts?|messages?|results?|outputs?|content|pages?|documents?|servers?|tools?|inputs?|strings?|sentences?|comments?|fields?|emails?|issues?)\s+(?:that|which)\s+(?:tells?|asks?|instructs?|orders?|directs?|urges?|requests?|pushe?s?|tries to get|try to get)\s+(?:the\s+|an?\s+|your\s+)?(?:model|assistant|agent|ai|llm|chatbot|bot)\b/i;
const REPORTING_VERB = /^\W*(?:reports?|flags?|lists?|highlights?|detects?|finds?|scans?|catches|blocks?|warns?|marks?|counts?|rejects?|spots?|audits?|reviews?)\b/i;

function reportsOtherText(text: string, sentence: Stretch, span: Span): boolean {
  const lead = text.slice(sentence.start, span.end);
  if (!REPORTING_VERB.test(lead)) return false;
  // The frame opens before the span ends (a reading may start inside it, at "the assistant"), and
  // the span stands in the reporting verb's clause: no semicolon or colon before it.
  return !/[;:]/.test(text.slice(sentence.start, span.start)) && REPORTED_SPEECH.test(lead);
}

function framedAs(text: string, sentence: Stretch, span: Span): string | undefined {
  if (EXAMPLE.test(text.slice(Math.max(sentence.start, span.start - EXAMPLE_REACH), span.start)) && !orderedInside(text, span)) return 'given as an example';
  if (reportsOtherText(text, sentence, span)) return 'reported as what other text tells the model';
  return documentsAnAttack(text, sentence, span) ? 'in text that documents attacks' : undefined;
}

/**
 * Why the text at `span` is shown rather than meant, from its sentence's words only (an example
 * marker, documentation of an attack): for encoded payloads, where quotation marks alone prove
 * nothing, since wrapping a payload in them costs an attacker nothing.
 */
export function framingReason(text: string, span: Span): string | undefined {
  const sentence = sentenceAt(text, span.start);
  const reason = framedAs(text, sentence, span);
  return reason === undefined || addressedOutside(text, sentence, span) ? undefined : reason;
}
