/**
 * A note on one record of a trace from the bridge's library (issue 5: traces "annotated with
 * notes on a message"). The bridge appends it to the file; the trace is then shown again with it.
 */
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';

/** Adds a note about the record with this seq; rejects with a message for the person. */
export type AddNote = (about: number, text: string) => Promise<void>;

export function NoteForm({ about, onAddNote }: { about: number; onAddNote: AddNote }) {
  const [text, setText] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'saving' } | { status: 'error'; message: string }>({ status: 'idle' });
  const trimmed = text.trim();
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-[11px]"
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed) return;
        setState({ status: 'saving' });
        onAddNote(about, trimmed).then(
          () => {
            setText('');
            setState({ status: 'idle' });
          },
          (error: Error) => setState({ status: 'error', message: error.message }),
        );
      }}
    >
      <TextInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Note on this message, saved in the trace file"
        aria-label="Note"
        data-testid="note-text"
        className="min-w-0 flex-1"
      />
      <Button type="submit" data-testid="add-note" disabled={!trimmed || state.status === 'saving'}>
        Add note
      </Button>
      {state.status === 'error' && (
        <span role="alert" className="basis-full text-red-700 dark:text-red-400">
          {state.message}
        </span>
      )}
    </form>
  );
}

/** The notes written about one record, shown where they were written. */
export function NoteList({ notes }: { notes: readonly string[] }) {
  return (
    <ul aria-label="Notes" data-testid="record-notes" className="space-y-0.5 text-[11px]">
      {notes.map((note, index) => (
        <li key={index} className="rounded border-l-2 border-indigo-400 bg-white px-2 py-0.5 break-words text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
          {note}
        </li>
      ))}
    </ul>
  );
}
