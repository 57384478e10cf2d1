/**
 * Where the Replay panel replays to: the trace's recorded target (prefilled, editable) or any
 * command or URL typed, or a saved connection, whose secrets stay on the bridge.
 */
import type { ReactNode } from 'react';
import { FormField as Field } from '../../ui/FormField';
import type { CommandLineStyle } from '../../core/bridge-api';
import type { ConnectFields, FormTransport } from '../connections/connect-form';
import { CommandWords } from './CommandWords';
import { HeldEnvConfirm, type HeldEnvConfirmProps } from './HeldEnvConfirm';

export type TargetMode = 'target' | 'saved';

export interface ReplayTargetFieldsProps {
  mode: TargetMode;
  onMode: (mode: TargetMode) => void;
  fields: ConnectFields;
  onFields: (fields: ConnectFields) => void;
  /** How the bridge's OS splits the command line, for the preview of its words. */
  commandLines: CommandLineStyle;
  /** Env or header names the trace holds masked, so they were not prefilled. */
  masked: readonly string[];
  /** The trace's code-loading env variables, held back until confirmed. */
  held: HeldEnvConfirmProps;
  savedNames: readonly string[];
  savedName: string;
  onSavedName: (name: string) => void;
}

const INPUT =
  'w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs placeholder:text-zinc-400 focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:placeholder:text-zinc-600';

const TRANSPORTS: readonly { value: FormTransport; label: string }[] = [
  { value: 'stdio', label: 'stdio' },
  { value: 'http', label: 'Streamable HTTP' },
  { value: 'sse', label: 'SSE (legacy)' },
];

function Choice({ checked, onChange, children, testId }: { checked: boolean; onChange: () => void; children: ReactNode; testId: string }) {
  return (
    <label className="flex items-center gap-1">
      <input type="radio" className="accent-indigo-600" checked={checked} onChange={onChange} data-testid={testId} />
      {children}
    </label>
  );
}

/** Every line shown: a short box once let a crafted trace hide a variable below harmless ones. */
const rowsFor = (text: string) => Math.max(2, text.split('\n').length);

export function ReplayTargetFields({ mode, onMode, fields, onFields, commandLines, masked, held, savedNames, savedName, onSavedName }: ReplayTargetFieldsProps) {
  const set = (key: 'command' | 'env' | 'cwd' | 'url' | 'headers') => (event: { target: { value: string } }) => onFields({ ...fields, [key]: event.target.value });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-xs font-semibold">Server to replay against</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <Choice checked={mode === 'target'} onChange={() => onMode('target')} testId="replay-mode-target">
          Command or URL
        </Choice>
        <Choice checked={mode === 'saved'} onChange={() => onMode('saved')} testId="replay-mode-saved">
          Saved connection
        </Choice>
      </div>
      {mode === 'saved' ? (
        savedNames.length === 0 ? (
          <p className="text-zinc-500" data-testid="replay-no-saved">No saved connections: save one from the sidebar, or type a command or URL.</p>
        ) : (
          <Field label="Saved connection" hint="Replayed with its saved secrets, which stay on the bridge.">
            <select className={INPUT} value={savedName} onChange={(event) => onSavedName(event.target.value)} data-testid="replay-saved">
              <option value="">Choose…</option>
              {savedNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        )
      ) : (
        <>
          <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
            <Field label="Transport">
              <select className={INPUT} value={fields.transport} onChange={(event) => onFields({ ...fields, transport: event.target.value as FormTransport })} data-testid="replay-transport">
                {TRANSPORTS.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            {fields.transport === 'stdio' ? (
              <Field label="Command line" hint="Split into words like a shell would; never run through one. Below, each word it runs.">
                <input className={INPUT} value={fields.command} onChange={set('command')} placeholder="node ./dist/server.js" data-testid="replay-command" />
                <CommandWords line={fields.command} style={commandLines} />
              </Field>
            ) : (
              <Field label="URL">
                <input className={INPUT} type="url" value={fields.url} onChange={set('url')} placeholder="http://127.0.0.1:3001/mcp" data-testid="replay-url" />
              </Field>
            )}
          </div>
          {fields.transport === 'stdio' ? (
            <div className="grid gap-2 sm:grid-cols-2">
              <Field label="Environment" hint="One KEY=value per line.">
                <textarea className={INPUT} rows={rowsFor(fields.env)} value={fields.env} onChange={set('env')} placeholder="API_KEY=…" data-testid="replay-env" />
              </Field>
              <Field label="Working directory">
                <input className={INPUT} value={fields.cwd} onChange={set('cwd')} placeholder="(the bridge's directory)" />
              </Field>
            </div>
          ) : (
            <Field label="Headers" hint="One Name: value per line.">
              <textarea className={INPUT} rows={rowsFor(fields.headers)} value={fields.headers} onChange={set('headers')} placeholder="Authorization: Bearer …" />
            </Field>
          )}
          {fields.transport === 'stdio' && <HeldEnvConfirm {...held} />}
          {masked.length > 0 && (
            <p className="text-amber-700 dark:text-amber-400" data-testid="replay-masked">
              The trace holds {masked.join(', ')} masked: type {masked.length === 1 ? 'its value' : 'their values'} again if the server needs {masked.length === 1 ? 'it' : 'them'}.
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
