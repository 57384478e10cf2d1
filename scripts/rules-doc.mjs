// `npm run docs:rules`: rewrites docs/rules.md from the rule catalogue (src/core/analysis).
import { writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { ruleCatalogue } = await import('../src/core/analysis/analyze.ts');
const { renderRulesDoc } = await import('../src/core/analysis/rules-doc.ts');
writeFileSync(new URL('../docs/rules.md', import.meta.url), renderRulesDoc(ruleCatalogue()));
console.log('docs/rules.md written');
