/** Reads a split of the corpus from bench/findings/corpus/<split>/ (Node only; evaluate.ts stays pure). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenignFile, PlantedCase, Split, SplitCorpus } from './corpus';

export const CORPUS_DIR = fileURLToPath(new URL('corpus', import.meta.url));

function readJsonFiles(dir: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json')).sort()) {
    files[name.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
  }
  return files;
}

/** The split's files as parsed, unvalidated: class name to its array of cases, and the benign files. */
export function readSplitFiles(split: Split): { classFiles: Record<string, unknown>; benign: Record<string, BenignFile> } {
  const dir = path.join(CORPUS_DIR, split);
  return { classFiles: readJsonFiles(dir), benign: readJsonFiles(path.join(dir, 'benign')) as Record<string, BenignFile> };
}

/** A split ready to evaluate; run corpusProblems on readSplitFiles first to know it is well formed. */
export function loadSplit(split: Split): SplitCorpus {
  const { classFiles, benign } = readSplitFiles(split);
  const cases = Object.values(classFiles).flatMap((entries) => (Array.isArray(entries) ? (entries as PlantedCase[]) : []));
  return { split, cases, benign };
}
