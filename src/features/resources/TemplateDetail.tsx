/**
 * A resource template: a field per RFC 6570 variable (with completion/complete suggestions), the
 * live expanded URI, and the reader for that URI.
 */
import { useMemo, useState } from 'react';
import type { LiveFinding } from '../../core/findings-api';
import { displayName, type TemplateEntry } from '../../core/resource-listing';
import { completionContext, expandTemplate, missingVariables, parseUriTemplate } from '../../core/uri-template-form';
import { Badge } from '../../ui/Badge';
import { DetailHeader } from './ResourceDetail';
import { ResourceReader, type ResourceReaderProps } from './ResourceReader';
import { useTemplateCompletion, type CompletionSupport } from './use-completion';
import { VariableInput } from './VariableInput';

export interface TemplateDetailProps {
  connectionId: string;
  entry: TemplateEntry;
  completionSupport: CompletionSupport;
  onCompletionUnsupported: () => void;
  /** The reader for a URI; the screen owns read and subscription state per URI. */
  readerFor: (uri: string) => ResourceReaderProps;
  /** The template's definition findings. */
  findings: readonly LiveFinding[];
}

export function TemplateDetail({ connectionId, entry, completionSupport, onCompletionUnsupported, readerFor, findings }: TemplateDetailProps) {
  const parsed = useMemo(() => parseUriTemplate(entry.uriTemplate), [entry.uriTemplate]);
  const [values, setValues] = useState<Record<string, string>>({});

  const header = (
    <DetailHeader
      name={displayName(entry, entry.uriTemplate)}
      address={entry.uriTemplate}
      description={entry.description}
      raw={entry.raw}
      findings={findings}
      descriptionPath={`resourceTemplates/${entry.uriTemplate}/description`}
    >
      <Badge tone="neutral">template</Badge>
      {entry.mimeType && <Badge tone="neutral">{entry.mimeType}</Badge>}
    </DetailHeader>
  );
  if (!parsed.ok) {
    return (
      <div className="space-y-4" data-testid="template-detail">
        {header}
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          Not a valid RFC 6570 URI template: {parsed.error}
        </p>
      </div>
    );
  }

  let expanded: string | undefined;
  let expandError: string | undefined;
  try {
    expanded = expandTemplate(parsed.template, values);
  } catch (error) {
    expandError = error instanceof Error ? error.message : String(error);
  }
  const missing = missingVariables(parsed.variables, values);
  // Fields get a key on their first edit: until then an empty variable is not worth a warning.
  const edited = Object.keys(values).length > 0;
  const reader = expanded === undefined ? undefined : readerFor(expanded);

  return (
    <div className="space-y-4" data-testid="template-detail" data-uri-template={entry.uriTemplate}>
      {header}
      <section className="space-y-2">
        <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Variables</h3>
        {parsed.variables.length === 0 && <p className="text-xs text-zinc-500">This template has no variables.</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          {parsed.variables.map((name) => (
            <TemplateVariableField
              key={name}
              connectionId={connectionId}
              uriTemplate={entry.uriTemplate}
              name={name}
              values={values}
              onChange={(value) => setValues((old) => ({ ...old, [name]: value }))}
              support={completionSupport}
              onUnsupported={onCompletionUnsupported}
            />
          ))}
        </div>
        {completionSupport === 'unsupported' && <p className="text-[11px] text-zinc-500">The server does not offer completions (-32601).</p>}
        <div>
          <p className="text-[11px] text-zinc-500">Expands to</p>
          <p data-testid="template-preview" className="font-mono text-xs break-all text-zinc-800 dark:text-zinc-200">
            {expanded ?? <span className="text-red-700 dark:text-red-300">{expandError}</span>}
          </p>
          {edited && missing.length > 0 && <p className="text-[11px] text-amber-700 dark:text-amber-400">Not filled: {missing.join(', ')}</p>}
        </div>
      </section>
      {reader && (
        <ResourceReader
          {...reader}
          readDisabledReason={missing.length === parsed.variables.length && missing.length > 0 ? 'Fill the variables first.' : undefined}
        />
      )}
    </div>
  );
}

function TemplateVariableField({
  connectionId,
  uriTemplate,
  name,
  values,
  onChange,
  support,
  onUnsupported,
}: {
  connectionId: string;
  uriTemplate: string;
  name: string;
  values: Record<string, string>;
  onChange: (value: string) => void;
  support: CompletionSupport;
  onUnsupported: () => void;
}) {
  const [active, setActive] = useState(false);
  const value = values[name] ?? '';
  const context = useMemo(() => completionContext(values, name), [values, name]);
  const completion = useTemplateCompletion({ connectionId, uriTemplate, name, value, context, active, support, onUnsupported });
  return <VariableInput name={name} value={value} onChange={onChange} completion={completion} onActiveChange={setActive} />;
}
