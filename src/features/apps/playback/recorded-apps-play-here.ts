/**
 * Whether this page can play a recorded app in a srcdoc frame. Not in the app the bridge serves:
 * a srcdoc document inherits its embedder's CSP (HTML, policy containers), and the bridge's
 * `script-src 'self'` would stop the app's inline code. The self-contained viewer (exported files)
 * has no CSP of its own and builds recorded-apps-play-here.viewer.ts instead (vite.viewer.config.ts).
 * A live page plays them once it hosts them on the sandbox proxy's origin (docs/apps.md).
 */
export const RECORDED_APPS_PLAY_HERE = false;
