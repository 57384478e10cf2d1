/**
 * The app's HTML and declared CSP out of a resources/read result (Apps spec 2026-01-26, "UI
 * Resource Format"): the content item's `_meta.ui.csp` first, the resources/list entry's as the
 * fallback. Pure, so the rules are tested without a browser.
 */
import { RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/app-bridge';
import { declaredCsp, type DeclaredCsp } from '../../core/apps/app-csp';
import { isObject } from '../../core/is-object';
import type { Result } from '../../core/result';

export interface AppResource {
  uri: string;
  html: string;
  /** Only the allowed sources (app-csp.ts): what the sandbox's policy is built from. */
  csp: DeclaredCsp;
}

export type AppResourceProblem = 'no_content' | 'not_html';

/** The `_meta.ui.csp` of a content item or a listed resource, if it declares one. */
export function uiCspOf(item: unknown): unknown {
  const meta = isObject(item) && isObject(item._meta) ? item._meta : undefined;
  return meta && isObject(meta.ui) ? meta.ui.csp : undefined;
}

export function appResourceFrom(uri: string, readResult: Record<string, unknown>, listed: unknown): Result<AppResource, AppResourceProblem> {
  const contents = Array.isArray(readResult.contents) ? readResult.contents.filter(isObject) : [];
  const item = contents.find((content) => content.uri === uri) ?? contents[0];
  if (!item) return { ok: false, error: 'no_content' };
  // Spec: the mimeType MUST be text/html;profile=mcp-app. A plain text/html is still rendered, as other hosts do.
  const mimeType = typeof item.mimeType === 'string' ? item.mimeType : '';
  if (mimeType !== RESOURCE_MIME_TYPE && !mimeType.startsWith('text/html')) return { ok: false, error: 'not_html' };
  const html = typeof item.text === 'string' ? item.text : typeof item.blob === 'string' ? decodeBase64Utf8(item.blob) : undefined;
  if (html === undefined) return { ok: false, error: 'no_content' };
  return { ok: true, value: { uri, html, csp: declaredCsp(uiCspOf(item) ?? uiCspOf(listed)) } };
}

function decodeBase64Utf8(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
