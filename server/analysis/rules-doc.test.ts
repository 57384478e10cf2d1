import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleCatalogue } from '../../src/core/analysis/analyze';
import { FAMILIES } from '../../src/core/analysis/finding';
import { renderRulesDoc } from '../../src/core/analysis/rules-doc';

describe('the rule catalogue', () => {
  const rules = ruleCatalogue();

  it('has unique ids of the form <family>/<name>, every family covered', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    for (const rule of rules) expect(rule.id, rule.id).toMatch(new RegExp(`^${rule.family}/[a-z0-9-]+$`));
    expect(new Set(rules.map((rule) => rule.family))).toEqual(new Set(FAMILIES));
  });

  it('is documented in docs/rules.md exactly as the code has it (run `npm run docs:rules` after changing a rule)', () => {
    expect(readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8')).toBe(renderRulesDoc(rules));
  });
});
