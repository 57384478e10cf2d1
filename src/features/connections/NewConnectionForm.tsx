import { useState, type FormEvent } from 'react';
import type { CommandLineStyle, ConnectRequest } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { FormField as Field } from '../../ui/FormField';
import { AuthSettingsFields } from '../auth/AuthSettingsFields';
import { ProtocolSelect } from '../settings/ProtocolSelect';
import { buildConnectRequest, CLIENT_FEATURE_LABELS, EMPTY_FIELDS, type ConnectFields, type FormTransport } from './connect-form';

/** Short labels: the three must fit side by side in the sidebar. */
const TRANSPORT_CHOICES: readonly { value: FormTransport; label: string; title: string }[] = [
  { value: 'stdio', label: 'stdio', title: 'Start a local process and talk over stdin/stdout' },
  { value: 'http', label: 'HTTP', title: 'Streamable HTTP' },
  { value: 'sse', label: 'SSE', title: 'Legacy HTTP+SSE transport (spec 2024-11-05)' },
];

const INPUT =
  'w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs placeholder:text-zinc-400 focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:placeholder:text-zinc-600';

export function NewConnectionForm({
  onSubmit,
  onCancel,
  pending,
  error,
  commandLines,
}: {
  onSubmit: (request: ConnectRequest) => void;
  onCancel: () => void;
  pending: boolean;
  /** The bridge's answer to the last attempt, if it failed. */
  error: string | null;
  /** How the bridge's OS splits the command line. */
  commandLines: CommandLineStyle;
}) {
  const [fields, setFields] = useState<ConnectFields>(EMPTY_FIELDS);
  const [invalid, setInvalid] = useState<string | null>(null);

  const set = (key: 'name' | 'command' | 'args' | 'env' | 'cwd' | 'url' | 'headers') => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    setInvalid(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const built = buildConnectRequest(fields, commandLines);
    if (built.ok) onSubmit(built.value);
    else setInvalid(built.error);
  }

  const message = invalid ?? error;
  return (
    <form aria-label="New connection" onSubmit={submit} className="space-y-2 p-2.5" data-testid="new-connection-form">
      <div role="radiogroup" aria-label="Transport" className="flex overflow-hidden rounded border border-zinc-300 dark:border-zinc-700">
        {TRANSPORT_CHOICES.map(({ value, label, title }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={fields.transport === value}
            title={title}
            onClick={() => setFields((current) => ({ ...current, transport: value }))}
            className={`flex-1 px-1 py-0.5 text-[11px] ${
              fields.transport === value ? 'bg-indigo-600 text-white' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'
            }`}
          >
            {label}
          </button>
        ))}
      </div>

      {fields.transport === 'stdio' ? (
        <>
          <Field label="Command" hint="Split into words like a shell would; never run through one.">
            <input className={INPUT} value={fields.command} onChange={set('command')} placeholder="npx -y @modelcontextprotocol/server-everything" required />
          </Field>
          <Field label="Arguments">
            <textarea className={INPUT} rows={2} value={fields.args} onChange={set('args')} placeholder={'--port 3000 "quoted arg"'} />
          </Field>
          <Field label="Environment" hint="One KEY=value per line.">
            <textarea className={INPUT} rows={2} value={fields.env} onChange={set('env')} placeholder="API_KEY=…" />
          </Field>
          <Field label="Working directory">
            <input className={INPUT} value={fields.cwd} onChange={set('cwd')} placeholder="(the bridge's directory)" />
          </Field>
        </>
      ) : (
        <>
          <Field label="URL">
            <input className={INPUT} type="url" value={fields.url} onChange={set('url')} placeholder="http://127.0.0.1:3001/mcp" required />
          </Field>
          <Field label="Headers" hint="One Name: value per line.">
            <textarea className={INPUT} rows={2} value={fields.headers} onChange={set('headers')} placeholder="Authorization: Bearer …" />
          </Field>
          <AuthSettingsFields value={fields.auth} inputClass={INPUT} onChange={(auth) => setFields((current) => ({ ...current, auth }))} />
        </>
      )}
      <Field label="Name (optional)">
        <input className={INPUT} value={fields.name} onChange={set('name')} />
      </Field>
      <Field label="Protocol" hint="Auto asks server/discover first and speaks what the server speaks.">
        <ProtocolSelect className={INPUT} value={fields.protocol} onChange={(protocol) => setFields((current) => ({ ...current, protocol }))} />
      </Field>
      <fieldset className="space-y-0.5">
        <legend className="text-[11px] font-medium text-zinc-600 dark:text-zinc-400">Client capabilities to declare</legend>
        <div className="grid grid-cols-2 gap-x-2 gap-y-0.5">
          {CLIENT_FEATURE_LABELS.map(({ key, label, title }) => (
            <label key={key} title={title} className="flex items-center gap-1 text-[11px] text-zinc-700 dark:text-zinc-300">
              <input
                type="checkbox"
                data-testid="client-feature"
                data-feature={key}
                className="accent-indigo-600"
                checked={fields.clientFeatures[key]}
                onChange={(event) => {
                  const on = event.target.checked;
                  setFields((current) => ({ ...current, clientFeatures: { ...current.clientFeatures, [key]: on } }));
                }}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {message && (
        <p role="alert" className="text-[11px] text-red-700 dark:text-red-300">
          {message}
        </p>
      )}
      <div className="flex justify-end gap-1.5">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect'}
        </Button>
      </div>
    </form>
  );
}
