/**
 * The server's tool-definition cost (issue 4, "context bloat"): every definition rides along in
 * every request of a conversation, so a server developer should see what theirs adds up to.
 */
import type { ToolTokenCost } from '../../core/findings-api';
import { formatCount } from '../../core/analysis/format-count';

const HEAVIEST_SHOWN = 5;

export function ToolTokenSummary({ cost }: { cost: ToolTokenCost | undefined }) {
  if (!cost || cost.tools.length === 0) return null;
  const over = cost.total > cost.budget;
  const heaviest = [...cost.tools].sort((a, b) => b.tokens - a.tokens).slice(0, HEAVIEST_SHOWN);
  const tooltip = [
    `Counted with ${cost.tokenizer}; other models' tokenizers differ somewhat.`,
    `Heaviest: ${heaviest.map((tool) => `${tool.name} ${formatCount(tool.tokens)}`).join(', ')}`,
    `Flagged above ${formatCount(cost.budget)} tokens.`,
  ].join('\n');
  return (
    <p
      data-testid="tool-token-summary"
      data-total={cost.total}
      title={tooltip}
      className={`border-t border-zinc-200 px-2 py-1.5 text-[11px] dark:border-zinc-800 ${over ? 'text-amber-800 dark:text-amber-300' : 'text-zinc-500'}`}
    >
      Tool definitions ≈ {formatCount(cost.total)} tokens of every request{over ? ` (over ${formatCount(cost.budget)})` : ''}
    </p>
  );
}
