/** The selected tool: its definition at once, then the argument editor, call options and Run button. */
import { memo } from 'react';
import type { LiveFinding } from '../../core/findings-api';
import type { CallComposerProps } from './CallComposer';
import { CallComposer } from './lazy-tool-views';
import { ToolHeader } from './ToolHeader';

export interface ToolWorkbenchProps extends CallComposerProps {
  /** What the analysis found in this tool's definition. */
  findings: readonly LiveFinding[];
  /** About how many tokens its definition adds to every request, once the bridge has counted. */
  definitionTokens: number | undefined;
}

// Memoised so a progress update elsewhere on the screen does not re-render the tool's schemas.
export const ToolWorkbench = memo(function ToolWorkbench({ findings, definitionTokens, ...props }: ToolWorkbenchProps) {
  return (
    <div className="space-y-4">
      <ToolHeader tool={props.tool} findings={findings} definitionTokens={definitionTokens} />
      <CallComposer {...props} />
    </div>
  );
});
