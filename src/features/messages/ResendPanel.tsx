/**
 * Edit & re-send (issue 20): the logged request as raw JSON, checked against the spec's schema
 * for its method (and a tools/call's arguments against the tool's inputSchema), sent again on the
 * same connection, and its new answer compared with the old one. Loaded lazily: the spec schemas
 * (zod) and Monaco are not part of the first page.
 */
import { useState } from 'react';
import type { ConnectionSummary } from '../../core/bridge-api';
import { requestIssues, requestJsonSchema } from '../../core/request-schemas';
import { editableRequestText, parseEditedRequest, resendPlan } from '../../core/resend-request';
import { Button } from '../../ui/Button';
import { CodeEditor } from '../../ui/CodeEditor';
import { SchemaIssueList } from '../../ui/SchemaIssueList';
import { useToolDefinition } from '../tools/use-tools-data';
import { AnswerComparison, type OriginalAnswer } from './AnswerComparison';
import { useResend } from './use-resend';

export interface ResendPanelProps {
  request: Readonly<Record<string, unknown>>;
  connection: ConnectionSummary;
  original: OriginalAnswer | undefined;
}

export function ResendPanel({ request, connection, original }: ResendPanelProps) {
  const [text, setText] = useState(() => editableRequestText(request));
  const parsed = parseEditedRequest(text);
  const edited = parsed.ok ? parsed.request : undefined;
  const toolName = edited?.method === 'tools/call' && typeof edited.params?.name === 'string' ? edited.params.name : undefined;
  const inputSchema = useToolDefinition(connection, toolName).data?.inputSchema;
  const jsonSchema = edited && requestJsonSchema(edited.method, inputSchema);
  const issues = edited ? requestIssues(edited, inputSchema) : [];
  const plan = edited ? resendPlan(edited) : undefined;
  const { state, send } = useResend(connection.id);

  return (
    <section data-testid="resend-panel" aria-label="Edit and re-send" className="space-y-1.5 rounded border border-zinc-200 bg-white p-2 dark:border-zinc-800 dark:bg-zinc-950">
      <p className="text-[11px] text-zinc-500">
        Edit the request and send it again on {connection.name}; the bridge gives it a new id.
        {plan?.route === 'call' && ' It runs as a tool call, with progress and Cancel on the Tools screen.'}
      </p>
      <CodeEditor value={text} onChange={setText} height={180} ariaLabel="Request to re-send" testId="resend-editor" {...(jsonSchema ? { jsonSchema } : {})} />
      {!parsed.ok && <p className="text-xs text-zinc-600 dark:text-zinc-400">{parsed.message}</p>}
      {plan?.route === 'none' && <p className="text-xs text-zinc-600 dark:text-zinc-400">{plan.message}</p>}
      {plan?.route === 'call' && plan.dropped.length > 0 && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">Not sent by the call route: {plan.dropped.join(', ')}.</p>
      )}
      {issues.length > 0 && (
        <div data-testid="resend-issues" className="text-xs text-amber-800 dark:text-amber-300">
          <p>Does not match the spec{toolName ? " or the tool's inputSchema" : ''} (you can still send it):</p>
          <SchemaIssueList issues={issues} />
        </div>
      )}
      <div className="flex items-center gap-2">
        <Button
          variant="primary"
          data-testid="resend-send"
          disabled={plan === undefined || plan.route === 'none' || state.status === 'pending'}
          onClick={() => plan && plan.route !== 'none' && send(plan)}
        >
          {issues.length > 0 ? 'Send anyway' : 'Send'}
        </Button>
      </div>
      <AnswerComparison original={original} state={state} />
    </section>
  );
}
