/**
 * How to record what a real host does (issue 5, item 7): the command to put in the host's
 * config in place of the server's, with this bridge's traces directory, so the recording appears
 * on this screen and can be followed live while the host talks to the server.
 */
import { CopyButton } from '../../ui/CopyButton';

const SERVER_PLACEHOLDER = '<your server command line>';

/** POSIX shell quoting, for showing a path inside a command line. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export function RecordCommandHint({ tracesDir }: { tracesDir: string }) {
  const command = `npx mcpscope record --traces-dir ${shellWord(tracesDir)} --stdio "${SERVER_PLACEHOLDER}"`;
  const args = JSON.stringify(['mcpscope', 'record', '--traces-dir', tracesDir, '--stdio', SERVER_PLACEHOLDER]);
  return (
    <details data-testid="record-hint" className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
      <summary className="cursor-pointer font-medium">Record what a host such as Claude Desktop or VS Code does</summary>
      <div className="mt-1.5 space-y-1.5 text-zinc-600 dark:text-zinc-400">
        <p>Have the host launch this in place of the server. It passes everything through and records it here, where you can watch it live.</p>
        <div className="flex items-start gap-2">
          <code data-testid="record-command" className="min-w-0 flex-1 break-all rounded bg-zinc-100 px-1.5 py-1 font-mono text-[11px] text-zinc-800 dark:bg-zinc-900 dark:text-zinc-200">
            {command}
          </code>
          <CopyButton text={command} label="Copy command" />
        </div>
        <p>
          In claude_desktop_config.json: <code className="break-all font-mono text-[11px]">"command": "npx", "args": {args}</code>. For an HTTP server, use{' '}
          <code className="font-mono text-[11px]">--url &lt;its URL&gt;</code> instead of --stdio and point the host at the local URL it prints.
        </p>
      </div>
    </details>
  );
}
