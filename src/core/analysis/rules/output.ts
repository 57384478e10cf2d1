/**
 * Output: what a tool result, an error or a resource's contents hands the model (issue 4,
 * "Output"). Secrets a model can repeat or send on, and active content (HTML that runs, images
 * that fetch) a client might render. Injection phrases and hidden content in outputs are the
 * injected-instructions and hidden-content families' text rules, which read outputs too.
 */
import { clip, type Severity, type Span } from '../finding';
import type { FamilyRules, Hit, RuleDefinition, TextRule } from '../rule';
import type { TextField } from '../text-fields';
import { decodeBase64 } from '../../resource-content';
import { HTML_TAG } from '../html-tags';

// ---------------------------------------------------------------- secrets

/**
 * No match may start inside a longer token: this keeps a random run (a hash, base64 in a data
 * URI) from yielding a key-shaped slice, and keeps each scan linear, since a pattern is tried
 * once per run instead of at every offset of it.
 */
const LEFT = '(?<![A-Za-z0-9_+/-])';

interface SecretShape {
  /** What findings call it. */
  kind: string;
  /** Global. Group `secret`, when present, is the secret; otherwise the whole match is. */
  pattern: RegExp;
  /** The public prefix that names the kind (ghp_, AKIA, ...): the only part evidence shows. */
  shown?: RegExp;
  /** Checks a regex cannot express. */
  accept?: (secret: string) => boolean;
  severity?: Severity;
}

/** Real keys are random; prose and package names ("sk-learn-...") are not. */
function mixedAlphanumeric(text: string): boolean {
  return /[a-z]/.test(text) && /[A-Z]/.test(text) && /[0-9]/.test(text);
}

/** A JWT's first part is base64url JSON naming its algorithm (RFC 7515 §4.1.1). */
function hasJwtHeader(token: string): boolean {
  const header = new TextDecoder().decode(decodeBase64(token.slice(0, token.indexOf('.'))));
  try {
    const parsed: unknown = JSON.parse(header);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

const SECRET_SHAPES: readonly SecretShape[] = [
  { kind: 'AWS access key id', pattern: new RegExp(`${LEFT}(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])`, 'g'), shown: /^[A-Z]{4}/ },
  {
    // 40 base64 characters alone are too common (a git SHA is 40 hex), so only a labelled value counts.
    kind: 'AWS secret access key',
    pattern: /(?:aws[_-]?)?secret[_-]?access[_-]?key["']?\s{0,3}[:=]\s{0,3}["']?(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dgi,
  },
  { kind: 'GitHub token', pattern: new RegExp(`${LEFT}(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,251})(?![A-Za-z0-9_])`, 'g'), shown: /^(?:gh[pousr]_|github_pat_)/ },
  { kind: 'Slack token', pattern: new RegExp(`${LEFT}xox[abpsr]-[0-9]{6,20}-[A-Za-z0-9-]{8,200}(?![A-Za-z0-9-])`, 'g'), shown: /^xox[a-z]-/ },
  { kind: 'Stripe live key', pattern: new RegExp(`${LEFT}[rs]k_live_[A-Za-z0-9]{16,247}(?![A-Za-z0-9_])`, 'g'), shown: /^[rs]k_live_/ },
  { kind: 'Google API key', pattern: new RegExp(`${LEFT}AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])`, 'g'), shown: /^AIza/ },
  { kind: 'Anthropic API key', pattern: new RegExp(`${LEFT}sk-ant-[A-Za-z0-9_-]{32,250}(?![A-Za-z0-9_-])`, 'g'), shown: /^sk-ant-/, accept: mixedAlphanumeric },
  { kind: 'OpenAI-style API key', pattern: new RegExp(`${LEFT}sk-(?!ant-)[A-Za-z0-9_-]{32,250}(?![A-Za-z0-9_-])`, 'g'), shown: /^sk-(?:proj-|svcacct-|admin-)?/, accept: mixedAlphanumeric },
  {
    kind: 'JWT',
    // A full stop may follow the token; a dot followed by more base64url would start a JWE's fourth part.
    pattern: new RegExp(`${LEFT}eyJ[A-Za-z0-9_-]{5,2000}\\.[A-Za-z0-9_-]{2,8000}\\.[A-Za-z0-9_-]{0,2000}(?![A-Za-z0-9_-]|\\.[A-Za-z0-9_-])`, 'g'),
    shown: /^eyJ/,
    accept: hasJwtHeader,
  },
  {
    // Header lines of encrypted PKCS#1 keys, then a body that may carry literal "\n" escapes
    // (a key inside JSON inside text); the body class has no "-", so it stops at the END line.
    kind: 'private key',
    pattern: /-----BEGIN (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY-----(?:\r?\n[A-Za-z-]{1,20}: [^\r\n]{1,200}){0,4}[A-Za-z0-9+/=\s\\]{0,65536}(?:-----END (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY-----)?/g,
    shown: /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/,
    // A bare BEGIN line is documentation ("paste the key starting with -----BEGIN ..."), not a key.
    accept: (block) => /[A-Za-z0-9+/]{32}/.test(block.slice(block.indexOf('KEY-----') + 8)),
    severity: 'critical',
  },
];

/** Published in vendors' docs, so not live; still worth a look, since real ones may follow. */
const DOCUMENTED_EXAMPLES = new Set([
  'AKIAIOSFODNN7EXAMPLE', // AWS access key id in the AWS docs
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', // its secret access key
]);

/**
 * Image and audio blocks carry base64 bytes in `data` (spec 2025-11-25 server/tools, "Tool
 * Result"): not text a model reads, and random enough to hold key-shaped slices.
 * structuredContent and _meta are the server's own JSON, where "data" is any field.
 */
function isMediaPayload(path: string): boolean {
  return /\/content(?:\/\d+)?\/data$/.test(path) && !/\/(?:structuredContent|_meta)\//.test(path);
}

interface SecretMatch {
  shape: SecretShape;
  span: Span;
  secret: string;
}

/** Every credential-shaped value in `text` (the output/secret rule's shapes): what export redacts. */
export function findSecrets(text: string): { kind: string; span: Span }[] {
  return secretMatches(text).filter(({ secret }) => !DOCUMENTED_EXAMPLES.has(secret)).map(({ shape, span }) => ({ kind: shape.kind, span }));
}

function secretMatches(text: string): SecretMatch[] {
  const found: SecretMatch[] = [];
  for (const shape of SECRET_SHAPES) {
    for (const match of text.matchAll(shape.pattern)) {
      const [start, end] = match.indices?.groups?.secret ?? [match.index, match.index + match[0].length];
      const secret = text.slice(start, end).trimEnd();
      if (shape.accept && !shape.accept(secret)) continue;
      found.push({ shape, secret, span: { start, end: start + secret.length } });
    }
  }
  // One finding per secret: the earliest, longest shape wins (an sk-ant- key is not also sk-).
  found.sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const kept: SecretMatch[] = [];
  for (const match of found) if (match.span.start >= (kept.at(-1)?.span.end ?? 0)) kept.push(match);
  return kept;
}

/** "ghp_…(40 chars)": enough to recognise the kind, never enough to use it. */
export function maskedSecret(secret: string, shown?: RegExp): string {
  const prefix = (shown && secret.match(shown)?.[0]) ?? '';
  return `${prefix}…(${secret.length} chars)`;
}

function secretHits(field: TextField): Hit[] {
  if (isMediaPayload(field.path)) return [];
  return secretMatches(field.text).map(({ shape, secret, span }): Hit => {
    const evidence = `${shape.kind}: ${maskedSecret(secret, shape.shown)}`;
    if (DOCUMENTED_EXAMPLES.has(secret)) {
      return { span, evidence, severity: 'low', message: `The output contains AWS's documented example ${shape.kind} (${maskedSecret(secret, shape.shown)}); it is not live, but code that returns it may return real keys.` };
    }
    return { span, evidence, ...(shape.severity ? { severity: shape.severity } : {}), message: `The output contains a secret (${shape.kind}, ${maskedSecret(secret, shape.shown)}); a model that reads it can repeat it or pass it to another tool.` };
  });
}

// ---------------------------------------------------------------- Markdown code

/**
 * Fenced code blocks (an unclosed fence runs to the end) and inline code spans: renderers show
 * their contents as text, and READMEs are full of `<script>` examples inside them.
 */
const MARKDOWN_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))|`[^`\n]{1,1000}`/gm;

function codeRanges(text: string): Span[] {
  return [...text.matchAll(MARKDOWN_CODE)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** The matches of `pattern` a Markdown renderer would not show as code. Both lists are in text order. */
function renderedMatches(text: string, pattern: RegExp, code: readonly Span[]): RegExpExecArray[] {
  let next = 0;
  return [...text.matchAll(pattern)].filter((match) => {
    while (next < code.length && (code[next]?.end ?? 0) <= match.index) next++;
    return (code[next]?.start ?? Infinity) > match.index;
  });
}

// ---------------------------------------------------------------- active content

const EVENT_HANDLER = /(?:^|[\s"'/])on[a-z]{3,30}\s{0,3}=/i;
const SCRIPT_URL_ATTRIBUTE = /=\s{0,3}["']?\s{0,3}(?:javascript|vbscript):/i;
/** A script URL as a Markdown link or image target, a reference definition or an autolink. */
const SCRIPT_URL_MARKDOWN = /(?:\]\(|\]:|<)\s{0,3}<?(?:javascript|vbscript):[^\s)>]{0,200}/gi;
const FRAMES = new Set(['iframe', 'frame', 'object', 'embed']);
/** A frame loads something only with a source; a bare `<object>` is usually a type in prose (Array<object>). */
const FRAME_SOURCE = /\s(?:src|data|srcdoc)\s{0,3}=/i;

function tagRisk(name: string, attributes: string): { what: string; severity: Severity } | undefined {
  if (name === 'script') return { what: 'a <script> element', severity: 'high' };
  if (EVENT_HANDLER.test(attributes)) return { what: `an event-handler attribute on <${name}>`, severity: 'high' };
  if (SCRIPT_URL_ATTRIBUTE.test(attributes)) return { what: `a javascript: URL on <${name}>`, severity: 'high' };
  if (FRAMES.has(name) && FRAME_SOURCE.test(attributes)) return { what: `an <${name}> that embeds another page`, severity: 'medium' };
  return undefined;
}

function activeContentHits(field: TextField): Hit[] {
  const hits: Hit[] = [];
  const code = codeRanges(field.text);
  for (const match of renderedMatches(field.text, HTML_TAG, code)) {
    const risk = tagRisk((match[1] ?? '').toLowerCase(), match[2] ?? '');
    if (!risk) continue;
    hits.push({
      span: { start: match.index, end: match.index + match[0].length },
      evidence: clip(match[0]),
      severity: risk.severity,
      message: `The output contains ${risk.what}; a client that renders it as HTML runs or loads it.`,
    });
  }
  for (const match of renderedMatches(field.text, SCRIPT_URL_MARKDOWN, code)) {
    hits.push({
      span: { start: match.index, end: match.index + match[0].length },
      evidence: clip(match[0]),
      message: 'The output contains a javascript: link; a client that renders Markdown runs it when clicked.',
    });
  }
  return hits;
}

// ---------------------------------------------------------------- external images

/** `![alt](url`: alt text stops at brackets, so a run of "![" cannot make a scan quadratic. */
const MARKDOWN_IMAGE = /!\[[^[\]\n]{0,500}\]\(\s{0,3}<?((?:https?:)?\/\/[^\s)>]{1,4000})/gi;
const IMG_SRC = /\ssrc\s{0,3}=\s{0,3}["']?((?:https?:)?\/\/[^\s"'>]{1,4000})/i;
/** Slots for the model to fill in ({secret}, {{data}}, %7Bdata%7D, $TOKEN): the exfiltration template itself. */
const URL_PLACEHOLDER = /\{\{?[A-Za-z_][\w .-]{0,40}\}|%7[Bb](?:%7[Bb])?[A-Za-z_]\w{0,40}%7[Dd]|\$\{?[A-Z_][A-Z0-9_]{1,40}\b/;

/** Thresholds in characters of query string: a badge's "?style=flat" is short, a payload is not. */
const QUERY_MEDIUM = 32;
const QUERY_HIGH = 100;

function imageHit(raw: string, span: Span, evidence: string): Hit | undefined {
  let url: URL;
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return undefined;
  }
  const query = url.search.length;
  const placeholder = URL_PLACEHOLDER.test(raw);
  // A plain image URL carries no data: a badge or a logo, not worth a finding in every README.
  if (query === 0 && !placeholder) return undefined;
  const severity: Severity = placeholder || query > QUERY_HIGH ? 'high' : query > QUERY_MEDIUM ? 'medium' : 'low';
  const carries = placeholder ? 'with slots to fill in' : `sending its ${query}-character query string`;
  return { span, evidence: clip(evidence), severity, message: `The output embeds an image from ${url.host}; a client that renders it requests that URL without a click, ${carries}.` };
}

function externalImageHits(field: TextField): Hit[] {
  const hits: Hit[] = [];
  const code = codeRanges(field.text);
  for (const match of renderedMatches(field.text, MARKDOWN_IMAGE, code)) {
    const span = { start: match.index, end: match.index + match[0].length };
    const hit = imageHit(match[1] ?? '', span, match[0]);
    if (hit) hits.push(hit);
  }
  for (const match of renderedMatches(field.text, HTML_TAG, code)) {
    const src = (match[1] ?? '').toLowerCase() === 'img' ? IMG_SRC.exec(match[2] ?? '')?.[1] : undefined;
    const hit = src && imageHit(src, { start: match.index, end: match.index + match[0].length }, match[0]);
    if (hit) hits.push(hit);
  }
  return hits;
}

// ---------------------------------------------------------------- rules

const secretRule: RuleDefinition = {
  id: 'output/secret',
  family: 'output',
  severity: 'high',
  title: 'Secret in output',
  summary:
    'A credential in a result or error: AWS access key ids (AKIA/ASIA) and labelled secret access keys, GitHub, Slack, Stripe live, Google, OpenAI-style and Anthropic keys, JWTs, and PEM private keys (critical). ' +
    "The span covers exactly the secret and the evidence shows only its public prefix and length. AWS's documented example keys are low. " +
    'Not flagged: git SHAs, UUIDs, `sk-learn`, Stripe test keys, unlabelled 40-character strings, a bare `BEGIN PRIVATE KEY` line, and the base64 `data` of image and audio blocks.',
  remediation: 'Do not return credentials: return a reference or a masked value. Rotate any secret that was exposed.',
};

const activeContentRule: RuleDefinition = {
  id: 'output/active-content',
  family: 'output',
  severity: 'high',
  title: 'Active content in output',
  summary:
    'HTML that runs when rendered: `<script>`, `on*=` event handlers and `javascript:` URLs (high), and `<iframe>`, `<frame>`, `<object>`, `<embed>` (medium, when they have a source); also `javascript:` targets of Markdown links. ' +
    'Not flagged: plain links to http(s) pages (following one takes a click the person sees), anything inside Markdown code blocks or code spans, which renderers show as text, ' +
    'and the HTML of an MCP App (a `ui://` resource of type `text/html;profile=mcp-app`), which hosts run in a sandbox by design: the apps family reviews its CSP instead.',
  remediation: 'Return plain text or Markdown without HTML, or escape it. Clients should render tool output without running scripts.',
};

const externalImageRule: RuleDefinition = {
  id: 'output/external-image',
  family: 'output',
  severity: 'medium',
  title: 'Image from an external host in output',
  summary:
    'A Markdown image or `<img>` on another host whose URL can carry data: rendering it sends a request without a click, the classic exfiltration channel. ' +
    `Low with a short query string, medium above ${QUERY_MEDIUM} characters of query, high above ${QUERY_HIGH} or with fill-in placeholders (\`{secret}\`, \`%7Bx%7D\`, \`$VAR\`). ` +
    'Not flagged: images without a query string (badges, logos), relative and `data:` images, reference-style Markdown images, and images inside Markdown code.',
  remediation: 'Return image content blocks or links instead of remote images, or serve images from the server itself without data in the URL.',
};

const outputKinds = ['output'] as const;

export const outputRules: FamilyRules = {
  text: [
    // An app's HTML is shipped to every browser that renders it: a key in it is exposed too.
    { rule: secretRule, kinds: [...outputKinds, 'app-html'], check: secretHits },
    { rule: activeContentRule, kinds: outputKinds, check: activeContentHits },
    { rule: externalImageRule, kinds: outputKinds, check: externalImageHits },
  ] satisfies TextRule[],
};
