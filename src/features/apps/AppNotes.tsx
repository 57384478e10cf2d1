/** What the app said to the person: its ui/message requests ("app says") and its log lines. */
import { JsonView } from '../../ui/JsonView';
import type { AppNote } from './use-live-app';

export function AppNotes({ notes }: { notes: readonly AppNote[] }) {
  if (notes.length === 0) return null;
  return (
    <ul data-testid="app-notes" aria-label="What the app said" className="space-y-1 text-xs">
      {notes.map((note, index) => (
        // Notes are only ever appended, so the index is a stable key.
        <li key={index} data-testid={note.kind === 'message' ? 'app-says' : 'app-log'} className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
          {note.kind === 'message' ? (
            <>
              <p className="mb-1 font-semibold text-zinc-600 dark:text-zinc-300">App says</p>
              {note.content.map((block, position) => (
                <MessageBlock key={position} block={block} />
              ))}
            </>
          ) : (
            <>
              <p className="mb-1 font-semibold text-zinc-600 dark:text-zinc-300">
                App log · {note.level}
                {note.logger ? ` · ${note.logger}` : ''}
              </p>
              <JsonView value={note.data} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function MessageBlock({ block }: { block: unknown }) {
  const text = typeof block === 'object' && block !== null && 'type' in block && block.type === 'text' && 'text' in block && typeof block.text === 'string' ? block.text : undefined;
  return text === undefined ? <JsonView value={block} /> : <p className="break-words whitespace-pre-wrap">{text}</p>;
}
