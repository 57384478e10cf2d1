/**
 * Per-connection settings (issue 3, points 10 and 3): the timeouts every request on the connection
 * starts from, and the sampling auto-reply rules. Edited as a draft, saved as one PUT.
 */
import { dequal } from 'dequal';
import { useState } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { ConnectionSettings, ConnectionSummary } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { CallOptionsPanel, MsInput } from '../../ui/CallOptionsPanel';
import { Panel } from '../../ui/Panel';
import { AutoReplyRulesEditor } from './AutoReplyRulesEditor';
import { ProtocolSelect } from './ProtocolSelect';
import { useSaveSettings } from './use-connection-settings';

export function SettingsScreen({ connection }: { connection: ConnectionSummary }) {
  // A draft belongs to one connection; a new key starts the next connection's from its settings.
  return <SettingsForm key={connection.id} connection={connection} />;
}

/** The draft as JSON would carry it: a cleared "max total" is an undefined key, which the bridge never sends back. */
function sameSettings(draft: ConnectionSettings, saved: ConnectionSettings): boolean {
  return dequal(JSON.parse(JSON.stringify(draft)), saved);
}

function SettingsForm({ connection }: { connection: ConnectionSummary }) {
  const [draft, setDraft] = useState<ConnectionSettings>(connection.settings);
  // The timeout fields keep what the user types; a revert remounts them with the saved values.
  const [revision, setRevision] = useState(0);
  const { state, save } = useSaveSettings(connection.id);
  const dirty = !sameSettings(draft, connection.settings);
  return (
    <form
      aria-label={`Settings of ${connection.name}`}
      className="space-y-3 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save(draft);
      }}
    >
      <Panel title="Protocol" testId="settings-protocol">
        <div className="space-y-2 p-3 text-xs">
          <p className="text-zinc-600 dark:text-zinc-400">
            Which era of MCP this connection speaks. Auto sends server/discover first and falls back to initialize; over stdio, a server
            that exits on the probe or does not answer it is started again for the session. Takes effect at the next reconnect.
          </p>
          <ProtocolSelect
            className="rounded border border-zinc-300 bg-white px-2 py-1 text-xs dark:border-zinc-700 dark:bg-zinc-900"
            value={draft.protocol ?? 'auto'}
            onChange={(protocol) => setDraft({ ...draft, protocol })}
          />
        </div>
      </Panel>
      <Panel title="Timeouts" testId="settings-timeouts">
        <div className="space-y-2 p-3 text-xs">
          <p className="text-zinc-600 dark:text-zinc-400">
            Every request mcpscope sends on this connection starts from these: tool calls (the Tools tab starts its options here), reads, prompts,
            completions, pings and lists. A timeout cancels the request and says what else was still outstanding.
          </p>
          <CallOptionsPanel key={revision} options={draft.timeouts} onChange={(timeouts) => setDraft({ ...draft, timeouts })} legend="Connection timeouts" />
        </div>
      </Panel>
      {connection.target.transport !== 'stdio' && (
        <Panel title="Liveness" testId="settings-liveness">
          <div className="space-y-2 p-3 text-xs">
            <p className="text-zinc-600 dark:text-zinc-400">
              An HTTP server has no process mcpscope could watch. When it has said nothing for this long, mcpscope sends it ping (spec
              basic/utilities/ping; it shows in the message log) and marks the connection failed if no answer comes. Empty: never.
            </p>
            <label className="flex items-center gap-1.5 text-zinc-600 dark:text-zinc-400">
              Ping when idle for (ms)
              <MsInput
                key={revision}
                value={draft.livenessPingMs || undefined}
                placeholder="never"
                testId="option-liveness-ping"
                onCommit={(ms) => setDraft({ ...draft, livenessPingMs: ms ?? 0 })}
              />
            </label>
          </div>
        </Panel>
      )}
      <Panel title="Trace context" testId="settings-trace-context">
        <div className="space-y-2 p-3 text-xs">
          <p className="text-zinc-600 dark:text-zinc-400">
            Puts W3C trace context (traceparent) into each request's params._meta, as the OpenTelemetry MCP conventions describe, so a server
            instrumented with OpenTelemetry makes its spans children of mcpscope's. It shows in the message log as sent. A stdio server started with it on is
            given OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (unless its environment names one), so its spans show under each call in the timeline.
          </p>
          <label className="flex items-center gap-1.5 text-zinc-600 dark:text-zinc-400">
            <input
              type="checkbox"
              className="accent-indigo-600"
              data-testid="option-trace-context"
              checked={draft.traceContext === true}
              onChange={(e) => setDraft({ ...draft, traceContext: e.target.checked })}
            />
            Send trace context with each request
          </label>
          {draft.traceContext === true && connection.settings.traceContext !== true && connection.state !== 'closed' && connection.state !== 'failed' && (
            <p data-testid="trace-context-when" className="text-amber-700 dark:text-amber-300">
              Takes effect from the next request. This session's initialize went without it, so the session's own span joins the trace, and a
              stdio server is pointed at mcpscope's OTLP receiver, at the next reconnect.
            </p>
          )}
        </div>
      </Panel>
      <Panel title="Sampling auto-reply" testId="settings-auto-reply">
        <AutoReplyRulesEditor rules={draft.samplingAutoReply} onChange={(samplingAutoReply) => setDraft({ ...draft, samplingAutoReply })} />
      </Panel>
      <SaveBar dirty={dirty} state={state} onRevert={() => {
          setDraft(connection.settings);
          setRevision((n) => n + 1);
        }} />
    </form>
  );
}

function SaveBar({ dirty, state, onRevert }: { dirty: boolean; state: MutationState<ConnectionSummary, ConnectionSettings>; onRevert: () => void }) {
  // Sticky: the rules list grows, and the save state and any refusal must stay in sight.
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-zinc-200 bg-white py-2 text-xs dark:border-zinc-800 dark:bg-zinc-950">
      <Button type="submit" variant="primary" data-testid="save-settings" disabled={!dirty || state.status === 'pending'}>
        {state.status === 'pending' ? 'Saving…' : 'Save'}
      </Button>
      <Button data-testid="revert-settings" disabled={!dirty} onClick={onRevert}>
        Revert
      </Button>
      <span data-testid="settings-status" className={dirty ? 'text-amber-700 dark:text-amber-400' : 'text-zinc-500'}>
        {dirty ? 'Unsaved changes.' : state.status === 'success' ? 'Saved. New requests use these settings.' : 'These are the saved settings.'}
      </span>
      {state.status === 'error' && (
        <p role="alert" data-testid="settings-error" className="w-full break-words text-red-700 dark:text-red-300">
          Could not save: {state.message}
        </p>
      )}
    </div>
  );
}
