/**
 * A form generated from a JSON Schema (a tool's inputSchema) with @rjsf/core. It is fully
 * controlled: the caller owns `value`, so it can stay in sync with a raw JSON editor. Validation
 * errors are shown by the caller (one ajv summary for form and JSON alike), not by rjsf.
 */
import { useMemo } from 'react';
import Form from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { toFormSchema } from './schema';
import { FORM_TEMPLATES } from './templates';

export interface SchemaFormProps {
  schema: Record<string, unknown>;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** Used for input ids, so two forms on a page do not clash. */
  idPrefix: string;
}

const UI_SCHEMA: UiSchema = { 'ui:submitButtonOptions': { norender: true } };

// rjsf's markup (form-group, control-label, form-control, field-description, checkbox, legend)
// is styled from the root so widgets need no per-widget overrides.
const FORM_CLASSES = [
  'text-sm text-zinc-800 dark:text-zinc-200',
  '[&_fieldset]:min-w-0 [&_fieldset_fieldset]:mt-1 [&_fieldset_fieldset]:rounded [&_fieldset_fieldset]:border',
  '[&_fieldset_fieldset]:border-zinc-200 [&_fieldset_fieldset]:p-3 dark:[&_fieldset_fieldset]:border-zinc-800',
  '[&_legend]:px-1 [&_legend]:text-xs [&_legend]:font-semibold [&_legend]:text-zinc-600 dark:[&_legend]:text-zinc-400',
  '[&_.form-group]:mb-3',
  '[&_.control-label]:mb-1 [&_.control-label]:block [&_.control-label]:font-mono [&_.control-label]:text-xs',
  '[&_.control-label]:font-medium [&_.control-label]:text-zinc-700 dark:[&_.control-label]:text-zinc-300',
  '[&_.required]:ml-0.5 [&_.required]:text-red-600 dark:[&_.required]:text-red-400',
  '[&_.field-description]:mb-1 [&_.field-description]:text-xs [&_.field-description]:text-zinc-500 dark:[&_.field-description]:text-zinc-400',
  '[&_.form-control]:w-full [&_.form-control]:rounded [&_.form-control]:border [&_.form-control]:border-zinc-300',
  '[&_.form-control]:bg-white [&_.form-control]:px-2 [&_.form-control]:py-1 [&_.form-control]:font-mono [&_.form-control]:text-xs',
  'dark:[&_.form-control]:border-zinc-700 dark:[&_.form-control]:bg-zinc-900',
  '[&_.form-control:focus]:border-indigo-500 [&_.form-control:focus]:outline-none [&_.form-control:focus]:ring-1 [&_.form-control:focus]:ring-indigo-500',
  '[&_.checkbox_label]:inline-flex [&_.checkbox_label]:items-center [&_.checkbox_label]:gap-2 [&_.checkbox_label]:font-mono [&_.checkbox_label]:text-xs',
  '[&_input[type=checkbox]]:accent-indigo-600',
  '[&_.help-block]:text-xs [&_.help-block]:text-zinc-500',
  '[&_.error-detail]:hidden [&_.hidden]:hidden',
].join(' ');

export function SchemaForm({ schema, value, onChange, idPrefix }: SchemaFormProps) {
  const formSchema = useMemo(() => toFormSchema(schema), [schema]);
  const hasFields = Object.keys((formSchema.properties as object | undefined) ?? {}).length > 0;
  if (!hasFields && formSchema.additionalProperties === undefined) {
    return <p className="text-xs text-zinc-500">This tool takes no arguments.</p>;
  }
  return (
    <Form
      schema={formSchema}
      uiSchema={UI_SCHEMA}
      formData={value}
      validator={validator}
      templates={FORM_TEMPLATES}
      idPrefix={idPrefix}
      className={FORM_CLASSES}
      showErrorList={false}
      noHtml5Validate
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
      onSubmit={() => undefined}
    />
  );
}
