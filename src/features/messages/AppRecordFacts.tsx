import type { AppCspViolationRecord, AppMessageRecord } from '../../core/wire';

/**
 * Which rendered app an app record belongs to, and for a message of an app that renders a tool's
 * result, the way to that tools/call request (issue 21): the app's conversation and the MCP one
 * meet there.
 */
export function AppRecordFacts({ record, onJump }: { record: AppMessageRecord | AppCspViolationRecord; onJump: (seq: number) => void }) {
  const call = record.kind === 'app' ? record.call : undefined;
  return (
    <div data-testid="app-record-facts" className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-[11px] text-zinc-600 dark:text-zinc-400">
      <span className="font-mono" title="The ui:// resource the app was loaded from">
        {record.uri}
      </span>
      <span title="The rendered app instance: its request ids pair only within it">view {record.view}</span>
      {call !== undefined && (
        <button type="button" data-testid="jump-to-call" onClick={() => onJump(call)} className="text-indigo-600 hover:underline dark:text-indigo-400">
          Go to the tools/call it renders ↵
        </button>
      )}
    </div>
  );
}
