/**
 * Annotations are hints the server claims about its own tool; the spec says clients must not
 * trust them. So they are captioned as claims, absent hints show their spec default in a muted
 * style, and a name that contradicts a hint gets a visible warning.
 */
import type { ToolDefinition } from '../../core/bridge-api';
import { hintWarnings, resolveHints } from '../../core/tool-annotations';
import { Badge } from '../../ui/Badge';

const CLAIM_TOOLTIP =
  'Annotations are hints the server claims about its own tool (MCP ToolAnnotations). mcpscope does not verify them; ' +
  'clients must not rely on them for security decisions.';

export function ToolAnnotations({ tool }: { tool: ToolDefinition }) {
  const hints = resolveHints(tool.annotations);
  const warnings = hintWarnings(tool.name, tool.annotations);
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
      {warnings.map((warning) => (
        <p
          key={warning.message}
          role="alert"
          data-testid="annotation-warning"
          className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-200"
        >
          ⚠ Suspicious hint: {warning.message} Don't trust this tool's annotations.
        </p>
      ))}
    </div>
  );
}
