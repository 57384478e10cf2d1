/** The self-contained viewer sets no CSP of its own: recorded apps play there (see player-for-page.tsx). */
export { RecordedAppPlayer } from './RecordedAppPlayer';
