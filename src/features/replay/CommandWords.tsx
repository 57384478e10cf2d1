/**
 * What a command line will start, word by word, wrapped and never cut: the program and each
 * argument in its own box, so nothing hides past the end of an input (issue 17, finding 4).
 */
import type { CommandLineStyle } from '../../core/bridge-api';
import { splitWords } from '../connections/connect-form';

export function CommandWords({ line, style }: { line: string; style: CommandLineStyle }) {
  const words = splitWords(line, style);
  if (!words.ok || words.value.length === 0) return null;
  return (
    <ol data-testid="replay-argv" aria-label="Runs" className="flex flex-wrap gap-1 font-mono text-[11px]">
      {words.value.map((word, index) => (
        <li
          // Words repeat (`-y -y`): the index is their identity.
          key={index}
          data-testid="replay-argv-word"
          className={`break-all rounded border px-1 ${index === 0 ? 'border-indigo-400 font-semibold dark:border-indigo-600' : 'border-zinc-300 dark:border-zinc-700'}`}
        >
          {word}
        </li>
      ))}
    </ol>
  );
}
