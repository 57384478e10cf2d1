/**
 * Annotations are hints the server claims about its own tool; the spec says clients must not
 * trust them. So they are captioned as claims, and absent hints show their spec default in a muted
 * style. Hints that contradict the tool are findings of the analysis engine (annotations family),
 * shown with the tool's other findings.
 */
import type { ToolDefinition } from '../../core/bridge-api';
import { resolveHints } from '../../core/tool-annotations';
import { Badge } from '../../ui/Badge';

const CLAIM_TOOLTIP =
  'Annotations are hints the server claims about its own tool (MCP ToolAnnotations). mcpscope does not verify them; ' +
  'clients must not rely on them for security decisions.';

export function ToolAnnotations({ tool }: { tool: ToolDefinition }) {
  const hints = resolveHints(tool.annotations);
  return (
    <div data-testid="tool-annotations" className="space-y-2">
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-[11px] text-zinc-500 underline decoration-dotted" title={CLAIM_TOOLTIP}>
          Server-claimed hints:
        </span>
        {hints.map((hint) =>
          hint.isDefault ? (
            <span
              key={hint.name}
              data-testid="annotation-badge"
              data-hint={hint.name}
              data-default="true"
              title={`${hint.name} not set by the server; the spec default is ${String(hint.value)}.`}
              className="rounded border border-dashed border-zinc-300 px-1.5 py-px text-[11px] text-zinc-500 dark:border-zinc-700"
            >
              {hint.label} (default)
            </span>
          ) : (
            <span key={hint.name} data-testid="annotation-badge" data-hint={hint.name} data-default="false">
              <Badge tone="info" title={`Server claims ${hint.name}: ${String(hint.value)}`}>
                {hint.label}
              </Badge>
            </span>
          ),
        )}
      </div>
    </div>
  );
}
