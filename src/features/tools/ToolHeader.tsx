/** Name, title, description, annotations and schemas of the selected tool. */
import type { ToolDefinition } from '../../core/bridge-api';
import type { LiveFinding } from '../../core/findings-api';
import { marksAt } from '../../core/findings-view';
import { formatCount } from '../../core/analysis/format-count';
import { AnnotatedText } from '../../ui/AnnotatedText';
import { CodeEditor } from '../../ui/CodeEditor';
import { FindingsInline } from '../findings/FindingsInline';
import { CopyButton } from '../../ui/CopyButton';
import { Collapsible } from '../../ui/Collapsible';
import { ToolAnnotations } from './ToolAnnotations';
import { TitledName } from '../../ui/TitledName';
import { toolTitle } from './tool-title';
import { AppOnlyNote } from '../apps/AppOnlyBadge';
import { isAppOnlyTool } from '../apps/app-tool';

export function ToolHeader({ tool, findings, definitionTokens }: { tool: ToolDefinition; findings: readonly LiveFinding[]; definitionTokens: number | undefined }) {
  const title = toolTitle(tool);
  return (
    <header className="space-y-3" data-testid="tool-detail" data-detail-tool={tool.name}>
      <div className="min-w-0">
        <TitledName name={tool.name} title={title} layout="heading" nameTestId="tool-name" />
        {definitionTokens !== undefined && (
          <p className="text-[11px] text-zinc-500" data-testid="tool-definition-tokens">
            Definition ≈ {formatCount(definitionTokens)} tokens in every request
          </p>
        )}
      </div>
      {/* Plain text on purpose: descriptions are server-controlled and must never render as HTML. */}
      {tool.description ? (
        <p
          data-testid="tool-description"
          className="max-h-48 overflow-y-auto text-sm break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300"
        >
          <AnnotatedText text={tool.description} marks={marksAt(findings, `tools/${tool.name}/description`)} />
        </p>
      ) : (
        <p className="text-xs text-zinc-500 italic">No description.</p>
      )}
      {isAppOnlyTool(tool) && <AppOnlyNote />}
      <FindingsInline findings={findings} label="Findings in this tool's definition" />
      <ToolAnnotations tool={tool} />
      <SchemaSection label="inputSchema" schema={tool.inputSchema} testId="input-schema" />
      {tool.outputSchema && <SchemaSection label="outputSchema" schema={tool.outputSchema} testId="output-schema" />}
    </header>
  );
}

function SchemaSection({ label, schema, testId }: { label: string; schema: Record<string, unknown>; testId: string }) {
  const text = JSON.stringify(schema, null, 2);
  const lines = text.split('\n').length;
  return (
    <Collapsible
      testId={testId}
      title={<span className="font-mono">{label}</span>}
      aside={<CopyButton text={text} label={`Copy ${label}`} />}
    >
      <CodeEditor value={text} readOnly height={Math.min(360, 18 * lines + 12)} ariaLabel={label} />
    </Collapsible>
  );
}
