/**
 * The document a recorded app is played in (issue 21, item 4): its recorded HTML with a CSP that
 * lets its inline code run and nothing reach the network, so a recording opened on a reviewer's
 * machine cannot phone home, whatever domains the app declared. The iframe is also sandboxed
 * without allow-same-origin (an opaque origin, apart from the viewer's).
 */

/** The example apps are single-file bundles: inline script and style, data: images and fonts. */
export const OFFLINE_APP_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Only scripts: no same-origin, forms, popups or top navigation. */
export const OFFLINE_APP_SANDBOX = 'allow-scripts';

const DOCTYPE = /^\s*<!doctype[^>]*>/i;

/**
 * `html` with the CSP as the first element after the doctype: before any of the app's own
 * markup, so it applies to every script. The parser puts a leading meta into the head it opens,
 * and ignores the document's own <html>/<head> start tags after it (HTML, "in head" mode).
 */
export function offlineAppDocument(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${OFFLINE_APP_CSP}">`;
  const doctype = DOCTYPE.exec(html)?.[0];
  return doctype === undefined ? `<!doctype html>${meta}${html}` : `${doctype}${meta}${html.slice(doctype.length)}`;
}
