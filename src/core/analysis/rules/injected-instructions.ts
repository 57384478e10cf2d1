/**
 * Injected instructions (issue 4): text that addresses the model instead of describing the tool —
 * the wording of tool poisoning and prompt injection. Each rule matches bounded phrase patterns
 * (no nested quantifiers, fixed-width gaps) on a folded copy of the text, so 1 MB results stay
 * fast and zero-width characters, homoglyphs and markdown emphasis do not hide a phrase.
 */
import { familyRule, type FamilyRules, type RuleDefinition, type TextRule } from '../rule';
import type { TextKind } from '../text-fields';
import { composeInjectedRules } from './injected-compose';
import { goesToOwnChannel } from './credential-channel';
import { classifiedIntentRule } from './classified-intent';
import { intentRules } from './injected-intent';
import { ownSuiteIsMedium } from './own-suite';
import { candidates, disjoint, fold, phrase, toHit, WORD, type Candidate, type Folded, type Pattern } from './phrase-match';

/** Prose a model reads as guidance. Names and URIs are the shadowing and schema-bait families' concern. */
const PROSE: readonly TextKind[] = ['title', 'description', 'instructions', 'schema-value', 'output', 'request'];

function phraseRule(definition: RuleDefinition, patterns: readonly Pattern[], explain: (found: string) => string): TextRule {
  return {
    rule: definition,
    kinds: PROSE,
    check: ({ text }) => {
      const folded = fold(text);
      return candidates(folded, patterns).map((candidate) => toHit(text, folded, candidate, explain));
    },
  };
}

const rule = familyRule('injected-instructions');

// --- Pseudo-tags -----------------------------------------------------------------------------

const TAG_NAME = String.raw`(?:important|critical|system|sys|assistant|hidden|override|instructions?|(?:system|hidden|secret|ai|model|tool|agent|llm|admin)[-_ ]?(?:prompt|message|instructions?|note))`;
const ANGLE_TAG = new RegExp(String.raw`<\s*(\/?)\s*(${TAG_NAME})(?:\s[^<>]{0,80})?\s*>`, 'gi');
/** Chat-template tokens (ChatML, Llama, Gemma) and the upper-case bracket markers, which prose does not use. */
const CHAT_TOKEN = /<\|[a-z_]{2,30}\|>|<<\s*\/?\s*SYS\s*>>|\[\/?INST\]|<\/?(?:start_of_turn|end_of_turn)>/gi;
const BRACKET_TAG = /\[(?:SYSTEM(?: (?:PROMPT|MESSAGE|NOTE|OVERRIDE))?|IMPORTANT|INSTRUCTIONS?|ADMIN|OVERRIDE)\]/g;
/** How far a closing tag is looked for, so the whole wrapped block is highlighted. */
const BLOCK_REACH = 4000;

/** An opening section tag of any name: `<use_case>`, `<workflow>`, `<example>`. */
const SECTION_TAG = /<([a-z][a-z0-9_-]{1,30})>/gi;
/** This many differently named sections make tags the text's layout rather than a channel. */
const SECTIONED_AT = 3;
const PSEUDO_TAG_NAME = new RegExp(String.raw`^${TAG_NAME}$`, 'i');

/**
 * Whether the text is laid out in tagged sections (`<use_case>`, `<workflow>`, `<next_steps>`), as
 * some vendors write long descriptions: an `<instructions>` section there is a heading, which is
 * uncertain evidence (medium), not a forged system channel.
 */
function isSectioned(text: string): boolean {
  const plain = new Set<string>();
  for (const [, name] of text.matchAll(SECTION_TAG)) {
    const lower = (name ?? '').toLowerCase();
    if (!PSEUDO_TAG_NAME.test(lower)) plain.add(lower);
    if (plain.size >= SECTIONED_AT) return true;
  }
  return false;
}

/** An opening tag's span, stretched to its closing tag when there is one nearby. */
function tagBlock(text: string, { span, name }: Candidate & { name?: string }): Candidate {
  if (name === undefined) return { span };
  const closing = new RegExp(String.raw`<\s*\/\s*${name.replace(/[-_ ]/g, '[-_ ]')}\s*>`, 'i').exec(text.slice(span.end, span.end + BLOCK_REACH));
  return { span: closing ? { start: span.start, end: span.end + closing.index + closing[0].length } : span };
}

const pseudoTags: TextRule = {
  rule: rule(
    'pseudo-tags',
    'high',
    'Instruction pseudo-tags',
    'Fires on markup that poses as a system or priority channel: <IMPORTANT>, <system>, <instructions>, <hidden>, <system_prompt> and the like, chat-template tokens (<|im_start|>, [INST], <<SYS>>) and [SYSTEM]/[IMPORTANT] markers; the span covers the whole block up to the closing tag. High; medium in text laid out in three or more other tagged sections (<use_case>, <workflow>, <next_steps>), where <instructions> is a heading. Placeholders such as <path> or <user>, lower-case [system] (a TOML table) and a plain "IMPORTANT:" do not fire.',
    'Remove the tags; describe what the tool does in plain prose instead of addressing the model.',
  ),
  kinds: PROSE,
  check: ({ text }) => {
    const folded = fold(text);
    const found: (Candidate & { name?: string })[] = [];
    for (const regex of [ANGLE_TAG, CHAT_TOKEN, BRACKET_TAG]) {
      for (const match of folded.text.matchAll(regex)) {
        const opening = regex === ANGLE_TAG && match[1] === '' ? { name: match[2] } : {};
        found.push({ span: { start: match.index, end: match.index + match[0].length }, ...opening });
      }
    }
    // Only a field with a pseudo-tag is looked over for sections.
    const heading = found.length > 0 && isSectioned(folded.text);
    // Blocks are stretched only once kept, so a field full of tags costs one search per finding.
    return disjoint(found, (candidate) => tagBlock(folded.text, candidate)).map((candidate) =>
      toHit(text, folded, heading ? { ...candidate, severity: 'medium' } : candidate, (block) => `A pseudo-tag addresses the model as if it were a system channel: "${block}".`),
    );
  },
};

// --- Override phrases ------------------------------------------------------------------------

const DROP = String.raw`(?:ignore|disregard|forget|override|overwrite|bypass|discard|abandon|(?:do not|don['’]?t|stop) (?:follow(?:ing)?|obey(?:ing)?))`;
const EARLIER = String.raw`(?:previous|prior|preceding|above|earlier|former|foregoing|original|initial|existing|system|developer|other)`;
const GUIDANCE = String.raw`(?:instructions?|directions?|directives?|prompts?|rules|guidelines|guidance|messages?|commands?|context|constraints|polic(?:y|ies)|orders|programming|guardrails|safeguards)`;

const overridePhrases = phraseRule(
  rule(
    'override-phrases',
    'high',
    'Instruction override phrases',
    'Fires on phrases that try to replace the model\'s instructions: "ignore/disregard/forget (all) previous instructions" (critical), "disregard the above", "you are now DAN / an unrestricted assistant / in developer mode", "new instructions:", "system override", "this message overrides…", "your real task is…", and requests to reveal your system prompt (high). "Ignore case", "ignores previous versions" and "you are now logged in" do not fire.',
    'Remove the phrase; a tool description or result must not try to change what the model was told.',
  ),
  [
    { regex: phrase(String.raw`${DROP} (?:(?:all|any|every|each) )?(?:of )?(?:the |your |my |these |those )?${EARLIER} (?:${WORD} )?${GUIDANCE}`), severity: 'critical' },
    { regex: phrase(String.raw`${DROP} (?:(?:all|everything|anything) )?(?:of )?(?:the |that )?(?:text |content )?(?:above|before this|said before|so far|you (?:were|have been) told)`) },
    { regex: phrase(String.raw`you are now (?:(?:a|an|the|my) (?:${WORD} ){0,2}?(?:assistant|ai|agent|model|chatbot|bot|persona)|(?:in )?(?:developer|admin|god|debug|jailbreak|dan|unrestricted|sudo|root) mode|dan|jailbroken|unrestricted|uncensored)`) },
    { regex: phrase(String.raw`(?:new|updated|revised|real|actual|true|hidden|secret|override|overriding) (?:instructions?|directives?|orders)\s*:`) },
    { regex: phrase(String.raw`(?:system|admin|administrator|developer) override`) },
    { regex: phrase(String.raw`(?:this|these) (?:instructions?|message|note|rules?|directives?) (?:overrides?|supersedes?|replaces?|takes? (?:precedence|priority) over)`) },
    { regex: phrase(String.raw`takes? (?:precedence|priority) over (?:all |any )?(?:other |previous |prior |system )?${GUIDANCE}`) },
    { regex: phrase(String.raw`your (?:real|true|actual|new|only|primary|hidden) (?:task|goal|purpose|objective|mission|job|instructions?) (?:is|are|now)`) },
    { regex: phrase(String.raw`(?:reveal|print|repeat|output|leak|disclose|share|send|include|dump|show|write out) (?:${WORD} ){0,2}?your (?:full |entire |complete |original |initial |exact )?(?:system (?:prompt|message|instructions)|initial instructions|hidden instructions|developer (?:prompt|message)|conversation history|chat history)`) },
  ],
  (found) => `"${found}" tries to replace the instructions the model was given.`,
);

// --- Concealment -----------------------------------------------------------------------------

const NOT = String.raw`(?:do not|don['’]?t|dont|never|must not|mustn['’]?t|should not|shouldn['’]?t|no need to|without)`;
/** "the user", but not "the user's contacts": whose data it is does not make it concealment. */
const USER = String.raw`(?:the |your )?(?:user|human)s?(?!['’]s\b)`;

/**
 * What "the user need not know" keeps back, when the rule can tell: the act itself (the end of the
 * clause, "that …", "about this", "what …"). "The user doesn't need to know the internal id format"
 * is ordinary documentation of internals; a noun phrase is left to the intent rules, which weigh
 * what it names (an upload, a secret) and report it at medium at most.
 */
const UNTOLD_OBJECT = String.raw`(?=\s*(?:[.;:,!?)]|$)|\s+(?:that|about|this|it|any of (?:this|it)|anything|what|why|where|whether|when|if|(?:we|you|i|the (?:tool|server|assistant|model|agent))\b))`;

const concealment = phraseRule(
  rule(
    'concealment',
    'high',
    'Concealment from the user',
    'Fires on instructions to keep the user uninformed: "do not tell/inform/notify the user", "don\'t let the user know", "never mention this to the user", "without the user knowing", "keep this secret from the user", "the user must not know (that/about this/what …)", "secretly…", "silently send/upload…". High. "Notify the user\'s contacts", "without the user\'s consent", "silently ignores unknown fields" and "the user doesn\'t need to know the internal id format" (internals, not an act) do not fire.',
    'Remove the instruction; a tool must not ask the model to hide what it does.',
  ),
  [
    { regex: phrase(String.raw`${NOT} (?:tell|telling|inform|informing|notify|notifying|alert|alerting|warn|warning|remind|reminding) ${USER}`) },
    { regex: phrase(String.raw`${NOT} (?:let|letting) ${USER} (?:know|see|notice|find out)`) },
    { regex: phrase(String.raw`${NOT} (?:mention|mentioning|reveal|revealing|disclose|disclosing|say|saying|explain|explaining|report|reporting|acknowledge|acknowledging) (?:${WORD} ){0,6}?to ${USER}`) },
    { regex: phrase(String.raw`(?:without|before) ${USER} (?:knowing|noticing|realizing|realising|being aware|finding out|seeing)`) },
    { regex: phrase(String.raw`without (?:the |your )?(?:user|human)['’]s knowledge`) },
    { regex: phrase(String.raw`(?:keep|keeping|hide|hiding|conceal|concealing|hidden|secret) (?:${WORD} ){0,4}?from ${USER}`) },
    { regex: phrase(String.raw`${USER} (?:must|should|need|needs|does|will|can)(?:n['’]?t| not| never) (?:need to )?(?:know|see|notice|find out|be (?:told|informed|aware|notified))${UNTOLD_OBJECT}`) },
    { regex: phrase(String.raw`(?:secretly|covertly|surreptitiously|stealthily) ${WORD}`) },
    { regex: phrase(String.raw`(?:silently|quietly) (?:send|upload|forward|transmit|exfiltrate|email|post|copy|include|add|append|share|leak)`) },
  ],
  (found) => `"${found}" asks the model to hide what it does from the user.`,
);

// --- Sensitive files and credentials ---------------------------------------------------------

/** Path segments split at their dots, so a sentence's full stop is not taken as part of the path. */
const SEGMENT = String.raw`[\w-]*(?:\.[\w-]+)*`;
const PATH_HEAD = String.raw`(?:(?:~|\$HOME|%USERPROFILE%)?(?:[\/\\]${SEGMENT}){0,4}[\/\\])?`;
const PATH_TAIL = String.raw`(?:[\/\\]${SEGMENT}){0,3}`;
/** Files that hold keys, tokens or other servers' configuration: naming one is already worth a look. */
const SECRET_FILE = new RegExp(
  String.raw`(?<![\w.])${PATH_HEAD}(?:\.ssh${PATH_TAIL}|\.aws[\/\\](?:credentials|config)|\.config[\/\\]gcloud${PATH_TAIL}|\.azure${PATH_TAIL}|\.kube[\/\\]config|\.docker[\/\\]config\.json|\.gnupg${PATH_TAIL}|\.(?:npmrc|pypirc|netrc|git-credentials|pgpass|bash_history|zsh_history)|(?:id_(?:rsa|dsa|ecdsa|ed25519)|authorized_keys)|\/etc\/(?:passwd|shadow|gshadow|sudoers)|(?:mcp|mcp_config|claude_desktop_config|credentials|application_default_credentials)\.json|wallet\.dat)(?!\.?[\w-])`,
  'gi',
);
/** A dotenv file, but not its committed template (.env.example). */
const DOTENV = /(?<![\w.])\.env(?:\.(?!example\b|sample\b|template\b|dist\b|defaults?\b)[\w-]+)?(?!\.?[\w-])/gi;
const CREDENTIAL = new RegExp(
  String.raw`(?<!\w)(?:(?:api|access|secret|private|signing|ssh|gpg|pgp)[\s_-]?keys?|(?:access|auth|bearer|refresh|session|api)[\s_-]?tokens?|credentials|session[\s_-]?cookies?|(?:seed|recovery|mnemonic)[\s_-]?phrases?|passwords?(?![\s_-]?(?:reset|change|recovery|policy|policies|hint|strength|field|prompt|manager|protected)))(?!\w)`,
  'gi',
);
/** Environment variable names such as OPENAI_API_KEY or AWS_SECRET_ACCESS_KEY (case-sensitive). */
const CREDENTIAL_VARIABLE = /\b[A-Z][A-Z0-9_]*_(?:API_?KEY|SECRET(?:_ACCESS)?_KEY|ACCESS_KEY(?:_ID)?|SECRET|TOKEN|PASSWORD|PRIVATE_KEY|CREDENTIALS)\b/g;

/** Verbs that send a secret somewhere: what turns a mere mention of a credential into a request for it. */
const SEND = String.raw`(?:send|upload|post|forward|transmit|exfiltrate|e-?mail|leak|steal|harvest|dump|print|output|reveal|disclose|expose)(?:ing)?`;
/** Verbs that read a file. Base forms and -ing only: "Reads ~/.aws/credentials" describes the tool, "read ~/.ssh/id_rsa" commands the model. */
const ACCESS = String.raw`(?:${SEND}|(?:read|cat|open|access|grab|fetch|retrieve|get|include|pass|attach|append|embed|copy|extract|collect)(?:ing)?|contents? of)`;
/** Verbs that say where configuration goes: "configure it in .env", "add this server to your mcp.json". */
const CONFIGURE = String.raw`(?:configure|set|add|put|define|declare|register|edit|enable|list|store|save|place)`;
/** Up to five filler words between the verb and the file ("read the contents of the file at ~/.ssh/id_rsa"). */
const FILLER = String.raw`(?:(?:the|a|an|all|any|every|each|your|my|their|its|this|that|these|it|them|me|us|server|servers|user|user['’]s|users['’]|stored|saved|local|current|cached|full|entire|complete|raw|private|contents?|value|values|text|data|file|files|folder|directory|in|into|to|at|from|of|on|under|inside)[\s"'\x60*_(:]+){0,5}`;

function verbBefore(verbs: string): RegExp {
  return new RegExp(String.raw`(?<!\w)${verbs}[\s"'\x60*_(:]+${FILLER}$`, 'i');
}

interface Target {
  regex: RegExp;
  /** Mentioning it without a verb is medium (unless it is configuration advice); otherwise only a verb makes it a finding. */
  mention: boolean;
  verb: RegExp;
  /** A file written to ("copy it to .env") holds the user's own settings there: nothing is taken from it. */
  destinationIsAdvice?: boolean;
  /** A credential sent with each request or in the auth header goes to the service itself: medium. */
  ownChannelIsMedium?: boolean;
}

/**
 * "Credentials are read from ~/.aws/credentials": a passive verb says what the tool does, it orders
 * nothing. "Never send passwords by email" forbids the sending ("don't forget to send" does not).
 */
const PASSIVE_BEFORE = /(?<!\w)(?:is|are|was|were|be|been|being|gets?|got)\s+$/i;
const FORBIDDEN_BEFORE = /(?<!\w)(?:never|not|don['’]t|doesn['’]t|mustn['’]t|shouldn['’]t|no)\s+(?:\w+\s+)?$/i;
/** The file is where the verb puts something: "copy it to .env". */
const INTO_BEFORE = /(?<!\w)(?:to|into)[\s"'\x60*_(:]+$/i;

const CONFIGURATION_ADVICE = verbBefore(CONFIGURE);

const TARGETS: readonly Target[] = [
  { regex: SECRET_FILE, mention: true, verb: verbBefore(ACCESS) },
  { regex: DOTENV, mention: false, verb: verbBefore(ACCESS), destinationIsAdvice: true },
  { regex: CREDENTIAL, mention: false, verb: verbBefore(SEND), ownChannelIsMedium: true },
  { regex: CREDENTIAL_VARIABLE, mention: false, verb: verbBefore(SEND), ownChannelIsMedium: true },
];
/** How far back a verb is looked for; the filler allows five short words. */
const VERB_REACH = 120;
/**
 * Where naming a secret file without a verb is reported. Results listing ~/.ssh are data, and a
 * schema default naming one is schema-bait/hidden-value-instruction's finding.
 */
const MENTION_KINDS: readonly TextKind[] = ['title', 'description', 'instructions', 'request'];

function targetCandidates(folded: Folded, kind: TextKind): Candidate[] {
  const found: Candidate[] = [];
  for (const { regex, mention, verb, destinationIsAdvice, ownChannelIsMedium } of TARGETS) {
    for (const match of folded.text.matchAll(regex)) {
      if (/\.pub$/i.test(match[0])) continue; // a public key is meant to be shared
      const from = Math.max(0, match.index - VERB_REACH);
      const window = folded.text.slice(from, match.index);
      if (destinationIsAdvice && INTO_BEFORE.test(window)) continue;
      const verbMatch = verb.exec(window);
      const before = verbMatch ? window.slice(0, verbMatch.index) : '';
      const lead = verbMatch && !PASSIVE_BEFORE.test(before) && !FORBIDDEN_BEFORE.test(before) ? verbMatch : null;
      if (!lead && !(mention && MENTION_KINDS.includes(kind) && !CONFIGURATION_ADVICE.test(window))) continue;
      const start = lead ? from + lead.index : match.index;
      const strong = lead && !(ownChannelIsMedium && goesToOwnChannel(folded.text, match.index));
      found.push({ span: { start, end: match.index + match[0].length }, severity: strong ? 'high' : 'medium' });
    }
  }
  return disjoint(found);
}

const sensitiveFiles: TextRule = {
  rule: rule(
    'sensitive-files',
    'high',
    'Sensitive files and credentials',
    'Medium when a definition names a file that holds secrets (~/.ssh, id_rsa, ~/.aws/credentials, .npmrc, .netrc, /etc/passwd, mcp.json, claude_desktop_config.json, credentials.json, …); high when a read or send verb in base or -ing form ("read", "pass the contents of", "send") reaches for it, for a .env file, or for credentials (API keys, tokens, passwords, OPENAI_API_KEY-style variables). Results and schema values fire only on the high form (schema-bait reports paths in defaults). "Read the file at the given path", configuration advice ("set OPENAI_API_KEY in your .env", "add this server to your mcp.json"), ".env.example", "id_rsa.pub", "copy it to .env" and "send a password reset email" do not fire; "Reads credentials from ~/.aws/credentials", "Credentials are read from ~/.aws/credentials" and "never send passwords by email" are medium only.',
    'Remove the reference; a tool must not steer the model towards secrets. If the tool really needs a credential, take it from its own configuration.',
  ),
  kinds: PROSE,
  check: ({ text, kind }) => {
    const folded = fold(text);
    return targetCandidates(folded, kind).map((candidate) => toHit(text, folded, candidate, (found) => (candidate.severity === 'high' ? `"${found}" asks for secrets or credentials.` : `Names ${found}, where secrets are kept.`)));
  },
};

// --- Cross-tool coercion ---------------------------------------------------------------------

const TOOLS = String.raw`(?:tools?|functions?|(?:mcp )?servers?|tool calls?)`;

const crossToolCoercion = phraseRule(
  rule(
    'cross-tool-coercion',
    'high',
    'Cross-tool coercion',
    'Fires on text that claims priority over other tools: "before using any other tool", "must be called before every…", "always call this tool first", "call this before anything else", "never use other tools", "when calling any other tool…", "replaces the built-in X tool" (high), and the softer "use this tool instead of X" / "instead of using the X tool" (medium). Ordinary ordering hints such as "before using this tool, log in" or "call list_tables first" do not fire; "before any other Shopify tools" said by learn_shopify_api (a word of the tool\'s own name: its own suite) and "before calling any tool of this server" are medium.',
    'Describe what the tool does, not when other tools may be used; a client decides how tools combine.',
  ),
  [
    { regex: phrase(String.raw`before (?:(?:using|calling|invoking|running|executing|accessing) )?(?:any|every|each|all|another)(?: other)? (?:${WORD} )?${TOOLS}`) },
    { regex: phrase(String.raw`(?:must|should|needs? to|has to|have to) (?:always )?be (?:called|used|invoked|run|executed) before (?:any|every|each|all|anything|everything|other)`) },
    { regex: phrase(String.raw`always (?:call|use|invoke|run|execute) (?:this|me)(?: tool| function)? first`) },
    { regex: phrase(String.raw`(?:call|use|invoke|run|execute) (?:this|me)(?: tool| function)? before (?:(?:anything|everything)(?: else)?|any|every|each|all)`) },
    { regex: phrase(String.raw`(?:do not|don['’]?t|never) (?:use|call|invoke) (?:any |the )?(?:other|another|different) (?:${WORD} )?${TOOLS}`) },
    { regex: phrase(String.raw`when (?:using|calling|invoking) (?:any|every|each|all|another|other|the other) (?:${WORD} )?${TOOLS}`) },
    { regex: phrase(String.raw`(?:replaces?|overrides?|supersedes?) (?:the |any |all )?(?:other |built-in |builtin |existing |default |original )(?:${WORD} ){0,2}?${TOOLS}`) },
    { regex: phrase(String.raw`(?:use|call|prefer) (?:this|me)(?: tool| function)? (?:instead of|rather than)`), severity: 'medium' },
    { regex: phrase(String.raw`prefer (?:this|me)(?: tool| function)? (?:over|to)`), severity: 'medium' },
    { regex: phrase(String.raw`instead of (?:using|calling|invoking) (?:the |any |other |another |a )?(?:${WORD} ){0,4}?${TOOLS}`), severity: 'medium' },
  ],
  (found) => `"${found}" steers how the model uses other tools.`,
);

export const injectedInstructionRules: FamilyRules = {
  // The suite check reads the field's path, so it wraps the composed rule: the composition shares hits by text alone.
  text: composeInjectedRules([pseudoTags, overridePhrases, concealment, sensitiveFiles, crossToolCoercion], [...intentRules(PROSE), classifiedIntentRule(PROSE)]).map((textRule) =>
    textRule.rule.id === crossToolCoercion.rule.id ? ownSuiteIsMedium(textRule) : textRule,
  ),
};
