/** Words for list changes, shared by the Changes screen and the Tools screen's notice. */
import type { ListChange, ListKind } from '../../core/bridge-api';

export const KIND_LABEL: Record<ListKind, string> = {
  tools: 'Tools',
  prompts: 'Prompts',
  resources: 'Resources',
  resourceTemplates: 'Resource templates',
};

export const LIST_CHANGED_METHOD: Record<ListKind, string> = {
  tools: 'notifications/tools/list_changed',
  prompts: 'notifications/prompts/list_changed',
  resources: 'notifications/resources/list_changed',
  resourceTemplates: 'notifications/resources/list_changed',
};

/** "1 added, 1 changed": only the non-zero parts (a change with none is no news, and shown apart). */
export function summarizeChange(change: Pick<ListChange, 'added' | 'removed' | 'changed'>): string {
  const parts = [
    change.added.length > 0 ? `${change.added.length} added` : '',
    change.removed.length > 0 ? `${change.removed.length} removed` : '',
    change.changed.length > 0 ? `${change.changed.length} changed` : '',
  ].filter(Boolean);
  return parts.join(', ');
}
