/** The self-contained viewer sets no CSP of its own, so a recorded app plays in a srcdoc frame (see recorded-apps-play-here.ts). */
export const RECORDED_APPS_PLAY_HERE = true;
