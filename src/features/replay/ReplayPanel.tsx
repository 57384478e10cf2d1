/**
 * The Replay panel: choose the server (the recorded target, any command or URL, or a saved
 * connection) and the ignore paths, replay, and read the report. The hooks own the data (the
 * replay mutation, the saved connections); the pieces below only take props.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSavedConnections } from '../../api/saved-connections';
import { useCommandLineStyle } from '../../api/session';
import type { ConnectionTarget } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { FormField as Field } from '../../ui/FormField';
import { buildReplayRequest, fieldsFromTarget, traceSource, type ReplaySource } from './replay-form';
import { ReplayReportView } from './ReplayReportView';
import { ReplayTargetFields, type TargetMode } from './ReplayTargetFields';
import { useReplay } from './use-replay';

export interface ReplayPanelProps {
  source: ReplaySource;
  recordedTarget: ConnectionTarget | undefined;
}

export function ReplayPanel({ source, recordedTarget }: ReplayPanelProps) {
  const replay = useReplay();
  const saved = useSavedConnections();
  const commandLines = useCommandLineStyle();
  const [prefilled] = useState(() => fieldsFromTarget(recordedTarget, commandLines));
  const [mode, setMode] = useState<TargetMode>('target');
  const [fields, setFields] = useState(prefilled.fields);
  const [savedName, setSavedName] = useState('');
  const [ignore, setIgnore] = useState('');
  const [heldConfirmed, setHeldConfirmed] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const pending = replay.state.status === 'pending';
  const report = useRef<HTMLDivElement>(null);
  const done = replay.state.status === 'success' ? replay.state.data : null;
  // The form stays above for another run; a new report is brought into view.
  // Braces: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    report.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [done]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const server = mode === 'saved' ? { kind: 'saved' as const, name: savedName } : { kind: 'target' as const, fields };
    const built = buildReplayRequest(traceSource(source), { server, ignore, commandLines, ...(heldConfirmed ? { confirmedEnv: prefilled.held } : {}) });
    setInvalid(built.ok ? null : built.error);
    if (built.ok) replay.run(built.value);
  }

  const problem = invalid ?? (replay.state.status === 'error' ? replay.state.message : null);
  return (
    <div className="space-y-3" data-testid="replay-panel">
      <form onSubmit={submit} className="space-y-2">
        <ReplayTargetFields
          mode={mode}
          onMode={setMode}
          fields={fields}
          onFields={setFields}
          commandLines={commandLines}
          masked={prefilled.masked}
          held={{ held: prefilled.held, confirmed: heldConfirmed, onConfirmed: setHeldConfirmed }}
          savedNames={saved.data?.connections.map((connection) => connection.name) ?? []}
          savedName={savedName}
          onSavedName={setSavedName}
        />
        <Field label="Ignore paths" hint="One per line: a JSON pointer (/result/content/*/text) or a dotted path (result.content[*].text), as mcpscope replay --ignore takes them. Ids, timestamps, cursors and progress tokens are always ignored.">
          <textarea
            rows={2}
            value={ignore}
            onChange={(event) => setIgnore(event.target.value)}
            data-testid="replay-ignore"
            className="w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
          />
        </Field>
        {problem && (
          <p role="alert" data-testid="replay-error" className="break-words text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="flex items-center gap-2">
          <Button type="submit" variant="primary" disabled={pending} data-testid="replay-run">
            {pending ? 'Replaying…' : 'Replay'}
          </Button>
          {pending && (
            <span className="text-zinc-500" data-testid="replay-pending">
              Re-sending the trace's requests. Until it ends, the replay is a connection named “Replay of …” in the sidebar.
            </span>
          )}
        </div>
      </form>
      {done && (
        <div ref={report} className="scroll-mt-2">
          <ReplayReportView key={done.recordedAs ?? ''} result={done} />
        </div>
      )}
    </div>
  );
}
