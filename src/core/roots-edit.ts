/**
 * The roots editor's rows and their check before saving (spec 2025-11-25 client/roots). The
 * spec says a root's uri MUST be a file:// URI today; other schemes are allowed through with a
 * warning, so a developer can test how their server copes with them.
 */
import type { Root, RootsState } from './bridge-api/client-requests';

export interface RootRow {
  uri: string;
  name: string;
}

export interface RootRowIssue {
  index: number;
  severity: 'error' | 'warning';
  message: string;
}

export function rowsFromRoots(roots: readonly Root[]): RootRow[] {
  return roots.map((root) => ({ uri: root.uri, name: root.name ?? '' }));
}

export function checkRootRows(rows: readonly RootRow[]): RootRowIssue[] {
  const issues: RootRowIssue[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const uri = row.uri.trim();
    if (uri === '') {
      issues.push({ index, severity: 'error', message: 'Enter a URI' });
      return;
    }
    let parsed: URL;
    try {
      parsed = new URL(uri);
    } catch {
      issues.push({ index, severity: 'error', message: 'Not an absolute URI (e.g. file:///home/me/project)' });
      return;
    }
    if (seen.has(uri)) issues.push({ index, severity: 'error', message: 'Listed twice' });
    seen.add(uri);
    if (parsed.protocol !== 'file:') issues.push({ index, severity: 'warning', message: 'The spec requires file:// URIs for roots' });
  });
  return issues;
}

export type RootsBuild = { ok: true; value: RootsState } | { ok: false; issues: RootRowIssue[] };

export function rootsFromRows(rows: readonly RootRow[]): RootsBuild {
  const issues = checkRootRows(rows);
  if (issues.some((issue) => issue.severity === 'error')) return { ok: false, issues };
  return {
    ok: true,
    value: { roots: rows.map((row) => (row.name.trim() ? { uri: row.uri.trim(), name: row.name.trim() } : { uri: row.uri.trim() })) },
  };
}

export function sameRoots(a: readonly Root[], b: readonly Root[]): boolean {
  return a.length === b.length && a.every((root, i) => root.uri === b[i]?.uri && (root.name ?? '') === (b[i]?.name ?? ''));
}
