/**
 * Form-mode elicitation (spec client/elicitation): a form from the requested schema with its
 * defaults pre-filled (SEP-1034), validated with ajv (formats included) before Accept is allowed.
 */
import { useMemo, useState } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { ClientRequestAnswer, ClientRequestRecord } from '../../core/bridge-api';
import { elicitationAnswer, type ElicitationAction } from '../../core/client-requests';
import { elicitationContent, elicitationDefaults, toElicitationFormSchema, validateElicitationContent } from '../../core/elicitation-form';
import { formatIssuePath } from '../../core/schema-validation';
import { Button } from '../../ui/Button';
import { SchemaForm } from '../../ui/SchemaForm/SchemaForm';

export function ElicitationFormPanel({
  requestId,
  schema,
  state,
  onSend,
}: {
  requestId: string;
  schema: Record<string, unknown>;
  state: MutationState<ClientRequestRecord, ClientRequestAnswer>;
  onSend: (answer: ClientRequestAnswer) => void;
}) {
  const formSchema = useMemo(() => toElicitationFormSchema(schema), [schema]);
  const [values, setValues] = useState<Record<string, unknown>>(() => elicitationDefaults(schema));
  const [touched, setTouched] = useState(false);
  const content = useMemo(() => elicitationContent(schema, values), [schema, values]);
  const validation = useMemo(() => validateElicitationContent(schema, content), [schema, content]);
  const busy = state.status === 'pending';
  const hasFields = Object.keys((formSchema.properties as object | undefined) ?? {}).length > 0;

  const act = (action: ElicitationAction) => onSend(elicitationAnswer(action, action === 'accept' ? content : undefined));

  return (
    <div className="space-y-2">
      <div data-testid="elicitation-form" className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
        {hasFields ? (
          <SchemaForm
            schema={formSchema}
            value={values}
            idPrefix={`elicit-${requestId}`}
            onChange={(next) => {
              setValues(next);
              setTouched(true);
            }}
          />
        ) : (
          <p className="text-xs text-zinc-500">The server asks for no fields; Accept sends an empty object.</p>
        )}
      </div>
      {/* Sticky, so errors and Accept stay in view below a long form. */}
      <div className="sticky bottom-0 space-y-2 border-t border-zinc-200 bg-white py-2 dark:border-zinc-800 dark:bg-zinc-950">
        {/* A form the person has not touched yet is no mistake: its errors wait for the first edit. */}
        {(validation.status === 'schema-error' || (validation.status === 'invalid' && touched)) && (
          <div
            data-testid="elicitation-errors"
            role={touched ? 'alert' : undefined}
            className="rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          >
            {validation.status === 'schema-error' ? (
              <p>The requested schema does not compile: {validation.message}</p>
            ) : (
              <ul className="space-y-0.5">
                {validation.issues.map((issue, i) => (
                  <li key={i}>
                    <span className="font-mono">{formatIssuePath(issue.path)}</span> {issue.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex items-center gap-2">
          <Button
            variant="primary"
            data-testid="elicitation-accept"
            disabled={busy || validation.status !== 'valid'}
            title={validation.status === 'valid' ? 'Send the values above' : 'Fix the errors first'}
            onClick={() => act('accept')}
          >
            Accept
          </Button>
          <Button data-testid="elicitation-decline" disabled={busy} onClick={() => act('decline')}>
            Decline
          </Button>
          <Button variant="ghost" data-testid="elicitation-cancel" disabled={busy} onClick={() => act('cancel')}>
            Cancel
          </Button>
          {state.status === 'error' && <span role="alert" className="text-xs text-red-700 dark:text-red-300">Could not send: {state.message}</span>}
        </div>
      </div>
    </div>
  );
}
