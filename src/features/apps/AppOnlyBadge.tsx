/** Marks a tool whose `_meta.ui.visibility` is `["app"]`: only its app calls it, a model never sees it. */
import { Badge } from '../../ui/Badge';

export const APP_ONLY_TOOLTIP = 'Visible to its app only (_meta.ui.visibility: ["app"]): a host leaves it out of the model’s tool list. You can still call it here.';

export function AppOnlyBadge() {
  return (
    <span data-testid="app-only-badge">
      <Badge tone="info" title={APP_ONLY_TOOLTIP}>
        app only
      </Badge>
    </span>
  );
}

/** On the selected app-only tool: it stays callable, as an inspector should allow, with the reason it is special. */
export function AppOnlyNote() {
  return (
    <p data-testid="app-only-note" className="rounded border border-indigo-200 bg-indigo-50 px-2 py-1 text-xs text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-200">
      <AppOnlyBadge /> Only its app calls this tool; a host never offers it to the model. Calling it by hand here is for testing what the app would get.
    </p>
  );
}
