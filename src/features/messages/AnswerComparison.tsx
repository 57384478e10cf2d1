/** The old answer and the new one of a re-sent request, side by side (issue 20), or plainly "No differences". */
import { useState } from 'react';
import { compareAnswers } from '../../core/answer-compare';
import { JsonDiff } from '../../ui/JsonDiff';
import { JsonView } from '../../ui/JsonView';
import { ModalDialog } from '../../ui/ModalDialog';
import type { ResendState } from './use-resend';

/** What the log holds of the original answer; `clipped` when it was logged cut to a preview. */
export interface OriginalAnswer {
  body: Record<string, unknown>;
  clipped: boolean;
}

export function AnswerComparison({ original, state }: { original: OriginalAnswer | undefined; state: ResendState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'refused') {
    return (
      <p role="alert" data-testid="resend-refused" className="text-xs text-red-700 dark:text-red-400">
        Not sent: {state.message}
      </p>
    );
  }
  if (state.status === 'pending') return <p className="text-xs text-zinc-500" data-testid="resend-pending">Sent; waiting for the answer…</p>;
  const { answer } = state;
  if (answer.status === 'no-answer') {
    return (
      <p role="alert" data-testid="resend-no-answer" className="text-xs text-red-700 dark:text-red-400">
        {answer.message}
      </p>
    );
  }
  if (!original) {
    return (
      <section data-testid="answer-comparison" data-same="unknown" className="space-y-1 text-xs">
        <p className="text-zinc-500">The original request has no answer in the log; the new answer:</p>
        <JsonView value={answer.body} collapsedDepth={4} />
      </section>
    );
  }
  const compared = compareAnswers(original.body, answer.body);
  return (
    <section data-testid="answer-comparison" data-same={compared.same} className="space-y-1 text-xs">
      <p className="flex flex-wrap items-center gap-x-3">
        <span className="font-medium">{compared.same ? 'No differences: the server answered the same.' : 'The answers differ: original on the left, new on the right.'}</span>
        {original.clipped && <span className="text-zinc-500">The original was logged cut to a preview; the comparison uses that preview.</span>}
        {!compared.same && <LargeComparison before={compared.before} after={compared.after} />}
      </p>
      {!compared.same && <JsonDiff before={compared.before} after={compared.after} height={240} ariaLabel="Original answer and new answer" testId="answer-diff" />}
    </section>
  );
}

/** The same diff over the whole page: in the dock it gets a few lines' height, too few for a long answer. */
function LargeComparison({ before, after }: { before: string; after: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="answer-compare-wide" onClick={() => setOpen(true)} className="text-indigo-600 hover:underline dark:text-indigo-400">
        Compare full screen ⤢
      </button>
      {open && (
        <ModalDialog title="Original answer (left) and new answer (right)" testId="answer-compare-dialog" onClose={() => setOpen(false)}>
          <JsonDiff before={before} after={after} height="calc(90vh - 5rem)" ariaLabel="Original answer and new answer, full screen" testId="answer-diff-wide" />
        </ModalDialog>
      )}
    </>
  );
}
