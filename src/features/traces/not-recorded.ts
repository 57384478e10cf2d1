import { LIST_METHODS, type ListKind } from '../../core/bridge-api';

/**
 * What an empty list says when it comes from a trace without that list's answer: the client had
 * not asked yet (or never did), which says nothing about what the server offers.
 */
export function notRecordedText(kind: ListKind): string {
  return `The trace holds no ${LIST_METHODS[kind]} answer up to this point, so what the server offers is not known.`;
}
