import { describe, expect, it } from 'vitest';
import { isCredentialName, redactText, scanTexts } from './engine';

describe('isCredentialName', () => {
  it.each(['Authorization', 'Cookie', 'set-cookie', 'X-Api-Key', 'x-auth-token', 'api_key', 'apiKey', 'private_key', 'client_secret', 'refresh_token', 'id_token', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'DB_PASSWORD', 'passwd', 'credentials', 'STRIPE_KEY', 'OPENAI_API_KEY'])('%s holds a credential', (name) => {
    expect(isCredentialName(name)).toBe(true);
  });
  it.each(['progressToken', 'nextPageToken', 'max_tokens', 'token_type', 'token_endpoint', 'key', 'region', 'primaryKey', 'password_hint'])('%s does not', (name) => {
    expect(isCredentialName(name)).toBe(false);
  });
});

describe('redactText', () => {
  it.each([
    ['Authorization: Bearer abc.def-ghi', 'Authorization: [redacted value of Authorization]'],
    ['Authorization: Basic dXNlcjpwYXNz', 'Authorization: [redacted value of Authorization]'],
    ['Cookie: sid=abc123; theme=dark', 'Cookie: [redacted cookie]'],
    ['DB_PASSWORD=hunter2 next', 'DB_PASSWORD=[redacted value of DB_PASSWORD] next'],
    ['--api-key=k-123 --verbose', '--api-key=[redacted value of api-key] --verbose'],
    ['{"password": "hunter2"}', '{"password": "[redacted value of password]"}'],
    ['redis://:s3cret@cache:6379/0', 'redis://:[redacted URL password]@cache:6379/0'],
    ['token: {"type": "bearer", "expires_in": 3600}', 'token: {"type": "bearer", "expires_in": 3600}'],
    ['credentials=[{"password": "hunter2"}]', 'credentials=[{"password": "[redacted value of password]"}]'],
    ['https://h.example.com/cb?code=xyz&access_token=abc&page=2', 'https://h.example.com/cb?code=[redacted value of URL parameter code]&access_token=[redacted value of URL parameter access_token]&page=2'],
  ])('%s', async (text, expected) => {
    expect((await redactText(text)).text).toBe(expected);
  });

  it('names shapes by the rule set that knows them, keeping a connection string’s host', async () => {
    expect((await redactText('db postgresql://admin:Pg-S3cret-Pass-2026@db.internal:5432/app')).text).toBe('db postgresql://admin:[redacted PostgreSQL connection string]@db.internal:5432/app');
    expect((await redactText('npm_abcdefghijklmnopqrstuvwxyz0123456789')).kinds).toEqual(['npm access token']);
  });

  it('scans many texts at once and gives each its own hits', async () => {
    const texts = Array.from({ length: 300 }, (_, index) => (index % 100 === 7 ? `x ghp_R4nd0mDem0T0kenN0tReal1234567890abcd ${index}` : `plain ${index}`));
    const hits = await scanTexts(texts);
    expect(hits.flatMap((found, index) => found.map((hit) => `${index}:${texts[index]!.slice(hit.start, hit.end).slice(0, 4)}`))).toEqual(['7:ghp_', '107:ghp_', '207:ghp_']);
  });
});
