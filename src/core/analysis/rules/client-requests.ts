/**
 * Client requests: what a server asks the person, or the client's model, for (issue 4, "Client
 * requests"; spec 2025-11-25 client/elicitation and client/sampling). Injection phrases in
 * sampling prompts are the injected-instructions family's text rules, which read request texts
 * too; these rules cover what only a request can do.
 */
import { clip, type Severity } from '../finding';
import type { ClientRequestInput } from '../inputs';
import type { ClientRequestRule, FamilyRules, Hit, RuleDefinition } from '../rule';
import { inspectElicitationUrl, type UrlInspection } from '../../elicitation-url';
import { isObject } from '../../is-object';


/** The place analyze.ts files a request's findings under, and a place below it. */
function requestPath(request: ClientRequestInput, ...segments: string[]): string {
  return [`requests/${String(request.requestId)}`, ...segments].join('/');
}

function isUrlElicitation(request: ClientRequestInput): boolean {
  return request.method === 'elicitation/create' && request.params.mode === 'url';
}

// ---------------------------------------------------------------- sensitive form fields

/**
 * What the spec calls sensitive: "secrets and credentials that grant access or authorize
 * transactions". Read case-insensitively with "_" and "-" as spaces; names are also split at
 * camelCase, so apiKey, api_key and "API key" read alike. A name or email is not sensitive.
 */
const SENSITIVE_TERMS: readonly { label: string; pattern: RegExp }[] = [
  { label: 'a password', pattern: /\b(?:pass ?(?:word|wd|phrase|code)s?|pwd)\b/i },
  { label: 'an API key', pattern: /\bapi ?keys?\b/i },
  // Page and continuation tokens are cursors, and token counts are not credentials.
  { label: 'a token', pattern: /(?<!\b(?:page|next|pagination|continuation|cursor|sync) )\btoken\b(?! (?:count|limit|budget|usage|length|size)\b)/i },
  { label: 'a secret', pattern: /\bsecrets?\b/i },
  { label: 'credentials', pattern: /\bcredentials?\b/i },
  { label: 'a private key or recovery phrase', pattern: /\bprivate ?keys?\b|\b(?:seed|recovery|mnemonic) ?phrase\b/i },
  { label: 'a card number', pattern: /\b(?:credit|debit|payment) ?card\b|\bcard ?(?:number|num|no)\b|\bcc ?(?:number|num)\b/i },
  { label: 'a card security code', pattern: /\b(?:cvv2?|cvc2?)\b|\bsecurity code\b|\bcard verification\b/i },
  { label: 'a social security number', pattern: /\bssn\b|\bsocial (?:security|insurance) (?:number|no)\b/i },
  { label: 'a one-time code', pattern: /\b(?:otp|totp|2fa|mfa)\b|\bone time (?:code|pin)\b|\b(?:verification|confirmation|security|authentication|login|sms) code\b|\bpin (?:code|number)\b/i },
  // The same two asks in the other languages of issue 22: a password, and the code that confirms a login.
  {
    label: 'a password',
    pattern: /contraseña|mot de passe|passwort|kennwort|senha|пароль|密码|口令|パスワード|비밀번호|كلمة (?:ال)?(?:مرور|سر)|पासवर्ड/i,
  },
  {
    label: 'a one-time code',
    pattern: /código de (?:verificación|verificação|seguridad|segurança)|code de (?:vérification|sécurité|confirmation)|bestätigungscode|sicherheitscode|код (?:подтверждения|из смс)|验证码|認証コード|確認コード|인증 ?(?:코드|번호)|رمز (?:التحقق|التأكيد)|(?:सत्यापन|ओटीपी) कोड/i,
  },
];

/** Length-preserving, so a match's offsets are offsets into the original text. */
function asWords(text: string): string {
  return text.replace(/[_-]/g, ' ');
}

function sensitiveTerm(text: string): { label: string; start: number; end: number } | undefined {
  const words = asWords(text);
  for (const { label, pattern } of SENSITIVE_TERMS) {
    const match = pattern.exec(words);
    if (match) return { label, start: match.index, end: match.index + match[0].length };
  }
  return undefined;
}

/** Where a field gives itself away, strongest first: its name, title and format label it; a description only mentions. */
function sensitiveFieldHit(request: ClientRequestInput, name: string, field: Record<string, unknown>): Hit | undefined {
  const base = requestPath(request, 'requestedSchema', 'properties', name);
  const forbidden = 'the spec forbids asking for sensitive information in form mode; servers must use URL mode for it';
  const byName = sensitiveTerm(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
  if (byName) return { path: base, evidence: name, message: `Form field "${name}" asks for ${byName.label} by its name: ${forbidden}.` };
  if (field.format === 'password') return { path: `${base}/format`, evidence: `"${name}": format "password"`, message: `Form field "${name}" has format "password": ${forbidden}.` };
  for (const [key, severity] of [['title', undefined], ['description', 'medium']] as const) {
    const text = field[key];
    const found = typeof text === 'string' ? sensitiveTerm(text) : undefined;
    if (typeof text !== 'string' || !found) continue;
    return {
      path: `${base}/${key}`,
      span: { start: found.start, end: found.end },
      evidence: clip(text),
      ...(severity ? { severity } : {}),
      message: `Form field "${name}" asks for ${found.label} in its ${key}: ${forbidden}.`,
    };
  }
  return undefined;
}

function sensitiveFormHits(request: ClientRequestInput): Hit[] {
  if (request.method !== 'elicitation/create' || isUrlElicitation(request)) return [];
  const schema = request.params.requestedSchema;
  // Form schemas are flat (spec: primitive properties only); nested ones are not rendered as fields.
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).flatMap(([name, field]) => {
    const hit = isObject(field) ? sensitiveFieldHit(request, name, field) : undefined;
    return hit ? [hit] : [];
  });
}

// ---------------------------------------------------------------- URL-mode elicitation

type HostRange = 'loopback' | 'private' | 'link-local';

function ipv4Range(host: string): HostRange | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!match) return undefined;
  const [a, b] = [Number(match[1]), Number(match[2])];
  if (a === 127 || a === 0) return 'loopback'; // 0.0.0.0 reaches this machine in browsers
  if (a === 169 && b === 254) return 'link-local'; // cloud metadata lives at 169.254.169.254
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) return 'private';
  return undefined;
}

/** The hostname as URL normalised it: decimal, hex and octal IPv4 forms are dotted quads already. */
function hostRange(hostname: string): HostRange | undefined {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return 'loopback';
  if (!hostname.startsWith('[')) return ipv4Range(hostname);
  const ip = hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mapped) {
    const [high, low] = [parseInt(mapped[1] ?? '', 16), parseInt(mapped[2] ?? '', 16)];
    return ipv4Range(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  if (ip === '::1' || ip === '::') return 'loopback';
  if (/^fe[89ab]/.test(ip)) return 'link-local';
  if (/^f[cd]/.test(ip)) return 'private';
  return undefined;
}

type UrlCheck = (url: URL, inspection: Extract<UrlInspection, { ok: true }>) => Omit<Hit, 'path'> | undefined;

/** Runs one check on a URL-mode elicitation's URL; unparsable URLs are url-unsafe-scheme's alone. */
function urlRule(check: UrlCheck): ClientRequestRule['check'] {
  return (request) => {
    if (!isUrlElicitation(request)) return [];
    const inspection = inspectElicitationUrl(request.params.url);
    const hit = inspection.ok ? check(new URL(inspection.href), inspection) : undefined;
    return hit ? [{ ...hit, path: requestPath(request, 'url') }] : [];
  };
}

function unsafeSchemeHits(request: ClientRequestInput): Hit[] {
  if (!isUrlElicitation(request)) return [];
  const inspection = inspectElicitationUrl(request.params.url);
  const path = requestPath(request, 'url');
  const shown = typeof request.params.url === 'string' ? clip(request.params.url) : '(no url)';
  if (!inspection.ok) return [{ path, evidence: shown, severity: 'medium', message: `The elicitation URL cannot be opened safely: ${inspection.error}` }];
  if (inspection.openable) return [];
  return [{ path, evidence: shown, message: `The elicitation URL uses the ${inspection.protocol} scheme, which runs code or reads local data instead of opening a web page.` }];
}

const punycodeCheck: UrlCheck = (url, inspection) => {
  if (!inspection.isInternationalized) return undefined;
  return { evidence: url.hostname, message: `The elicitation URL's domain is internationalized: it reads "${inspection.unicodeHostname}" but is "${inspection.hostname}"; look-alike letters can imitate a trusted domain.` };
};

const credentialsCheck: UrlCheck = (url) => {
  if (!url.username && !url.password) return undefined;
  return { evidence: `${url.username}${url.password ? ':•••' : ''}@${url.host}`, message: `The elicitation URL carries credentials before the host; the page opened is on ${url.host}, not on what precedes "@".` };
};

const privateHostCheck: UrlCheck = (url) => {
  const range = hostRange(url.hostname);
  if (!range) return undefined;
  const severity: Severity | undefined = range === 'loopback' ? 'medium' : undefined;
  const reach = range === 'loopback' ? 'a service on this machine' : range === 'link-local' ? 'a link-local address (cloud metadata, local devices)' : 'a device on your private network';
  return { evidence: url.host, ...(severity ? { severity } : {}), message: `The elicitation URL points at ${reach} (${url.host}), which a remote server has no business sending you to.` };
};

const plainHttpCheck: UrlCheck = (url) => {
  if (url.protocol !== 'http:') return undefined;
  // The spec asks for HTTPS "for non-development environments": a local dev server is the exception.
  const local = hostRange(url.hostname) === 'loopback';
  return { evidence: url.origin, ...(local ? { severity: 'low' as const } : {}), message: `The elicitation URL is plain HTTP${local ? ' on this machine' : ''}: what the person enters there can be read or changed on the way.` };
};

// ---------------------------------------------------------------- sampling

function allServersContextHits(request: ClientRequestInput): Hit[] {
  if (request.method !== 'sampling/createMessage' || request.params.includeContext !== 'allServers') return [];
  return [{ path: requestPath(request, 'includeContext'), evidence: 'includeContext: "allServers"', message: 'The sampling request asks the client to include context from every connected server, so this server would read what other servers returned.' }];
}

/** Aimed at the client's own identity and rules, not at defining a persona for this one completion ("You are a summarizer" is fine). */
const PERSONA_OVERRIDE =
  /\byou are no longer\b|\bforget (?:that )?you are\b|\bfrom now on,? you (?:are|will)\b|\byour (?:new|real|true) (?:name|persona|identity|role|instructions|rules) (?:is|are)\b|\b(?:ignore|disregard|override|replace|forget) (?:the |your |all )?(?:client'?s |host'?s |original |existing |current |default )?(?:system prompt|persona|identity|guidelines|safety rules)\b/gi;

function personaOverrideHits(request: ClientRequestInput): Hit[] {
  const prompt = request.params.systemPrompt;
  if (request.method !== 'sampling/createMessage' || typeof prompt !== 'string') return [];
  return [...prompt.matchAll(PERSONA_OVERRIDE)].map((match) => ({
    path: requestPath(request, 'systemPrompt'),
    span: { start: match.index, end: match.index + match[0].length },
    evidence: match[0],
    message: `The sampling system prompt tries to replace the client model's own identity or rules ("${match[0]}").`,
  }));
}

// ---------------------------------------------------------------- rules

function requestRule(name: string, severity: Severity, title: string, summary: string, remediation: string, check: ClientRequestRule['check']): ClientRequestRule {
  const rule: RuleDefinition = { id: `client-requests/${name}`, family: 'client-requests', severity, title, summary, remediation };
  return { rule, check };
}

const useUrlMode = 'Collect credentials and payment details through a URL-mode elicitation to a page on your own HTTPS domain.';

export const clientRequestRules: FamilyRules = {
  clientRequest: [
    requestRule('sensitive-form-field', 'high', 'Form elicitation asks for a secret',
      'A form-mode elicitation field whose name, title or format "password" asks for a password, API key, token, secret, credentials, private key or recovery phrase, card number, CVV, SSN or one-time code (SMS, verification or PIN code), and a password or login code in the ten other languages of issue 22 (contraseña, Passwort, пароль, 密码, 验证码, パスワード, 비밀번호…) (spec 2025-11-25: servers MUST NOT request sensitive information in form mode). Medium when only the description mentions it. Names, emails and usernames are not flagged, nor are page tokens or token counts.',
      useUrlMode, sensitiveFormHits),
    requestRule('url-unsafe-scheme', 'high', 'Elicitation URL is not a web page',
      'A URL-mode elicitation whose URL uses a scheme other than http(s): javascript:, data:, file: and the like (high); medium when the URL is missing or not a valid absolute URL.',
      'Send an https: URL.', unsafeSchemeHits),
    requestRule('url-punycode', 'medium', 'Elicitation URL has an internationalized domain',
      'The URL\'s host has punycode (xn--) labels; the message shows it decoded and raw, since look-alike letters can imitate a trusted domain (the spec asks clients to warn about these).',
      'Use an ASCII domain, or make sure the decoded domain is one people recognise.', urlRule(punycodeCheck)),
    requestRule('url-credentials', 'high', 'Elicitation URL carries credentials',
      'The URL has a user or user:password before the host (https://bank.example@evil.example/): it misleads about the host and may put credentials in the URL, which the spec forbids.',
      'Send the URL without a userinfo part.', urlRule(credentialsCheck)),
    requestRule('url-private-host', 'high', 'Elicitation URL points at a private address',
      'The URL\'s host is a private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) or link-local (169.254/16, fe80::/10) address (high), or loopback: localhost, 127/8, 0.0.0.0, ::1 (medium; a local development server is plausible).',
      'Point URL-mode elicitations at a public HTTPS page of the server\'s own domain.', urlRule(privateHostCheck)),
    requestRule('url-plain-http', 'medium', 'Elicitation URL is plain HTTP',
      'The URL uses http: instead of https: (the spec asks for HTTPS outside development); low on loopback hosts, where it is usually a development server.',
      'Serve the page over HTTPS.', urlRule(plainHttpCheck)),
    requestRule('sampling-all-servers-context', 'medium', 'Sampling asks for every server\'s context',
      'A sampling request with includeContext "allServers" asks the client to put other servers\' context into the prompt this server sees (soft-deprecated in 2025-11-25). "thisServer" and "none" are not flagged.',
      'Omit includeContext, or use "none", and pass what the model needs in the messages.', allServersContextHits),
    requestRule('sampling-persona-override', 'medium', 'Sampling prompt overrides the client\'s identity',
      'A sampling systemPrompt that tries to replace the client model\'s own identity or rules ("you are no longer…", "your new role is…", "override the system prompt"). Defining a persona for the completion ("You are a helpful summarizer") is not flagged; injection phrases in general are the injected-instructions rules.',
      'Describe the task in the system prompt without trying to change who the client\'s model is or what rules it follows.', personaOverrideHits),
  ],
};
