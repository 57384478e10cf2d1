/**
 * The self-contained viewer's stand-in for secretlint-scan.ts (swapped in by
 * vite.viewer.config.ts; issue 19: the viewer carries no secretlint, whose rules want node:fs).
 * An exported trace was redacted with secretlint when it was written, unless the person turned
 * that off; the viewer masks what the engine's own shape and name rules find (engine.ts).
 */
import type { SecretHit } from './hit';

export function secretlintHits(texts: readonly string[]): Promise<SecretHit[][]> {
  return Promise.resolve(texts.map(() => []));
}
