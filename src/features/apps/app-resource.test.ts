import { describe, expect, it } from 'vitest';
import { appResourceFrom } from './app-resource';

const URI = 'ui://demo/app.html';
const MIME = 'text/html;profile=mcp-app';

describe('appResourceFrom', () => {
  it('takes the HTML and the CSP the content item declares, over the listed one', () => {
    const read = { contents: [{ uri: URI, mimeType: MIME, text: '<p>hi</p>', _meta: { ui: { csp: { connectDomains: ['https://api.example'] } } } }] };
    const listed = { uri: URI, _meta: { ui: { csp: { connectDomains: ['https://listed.example'] } } } };
    expect(appResourceFrom(URI, read, listed)).toEqual({ ok: true, value: { uri: URI, html: '<p>hi</p>', csp: { connectDomains: ['https://api.example'] } } });
  });

  it('falls back to the resources/list entry’s CSP, and decodes a base64 blob as UTF-8', () => {
    const read = { contents: [{ uri: URI, mimeType: MIME, blob: btoa(String.fromCharCode(...new TextEncoder().encode('<p>héllo</p>'))) }] };
    const listed = { _meta: { ui: { csp: { resourceDomains: ['https://cdn.example'] } } } };
    expect(appResourceFrom(URI, read, listed)).toEqual({ ok: true, value: { uri: URI, html: '<p>héllo</p>', csp: { resourceDomains: ['https://cdn.example'] } } });
  });

  it('refuses content that is not HTML, and a result with no content', () => {
    expect(appResourceFrom(URI, { contents: [{ uri: URI, mimeType: 'application/json', text: '{}' }] }, undefined)).toEqual({ ok: false, error: 'not_html' });
    expect(appResourceFrom(URI, { contents: [] }, undefined)).toEqual({ ok: false, error: 'no_content' });
  });
});
