/**
 * The MRTR rounds of one replay step (MCP 2026-07-28; issue 18, item 8): per round, each input
 * the server asked (key, method, the question in words) and the answer replay gave it from the
 * trace, and how the round compared. All the same: one quiet line per round. Otherwise each round
 * has its badge ("asked differently", "not asked live", …) and its own differences under it, so
 * "round 1 same, round 2 asked a different question" reads at a glance.
 */
import type { ValueChange } from '../../core/replay/compare';
import type { StepRound, StepStatus } from '../../core/replay/report';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { MaskedText } from '../../ui/MaskedSecret';
import { ReplayChanges } from './ReplayChanges';
import { allRoundsSame, answerSummary, roundStatusWords } from './round-summary';

const ROUND_TONES: Record<StepStatus, BadgeTone> = { same: 'success', changed: 'warning', missing: 'danger', extra: 'danger' };

export function ReplayRounds({ rounds, changes }: { rounds: readonly StepRound[]; changes: ReadonlyMap<number, ValueChange[]> }) {
  const quiet = allRoundsSame(rounds);
  return (
    <ol data-testid="replay-rounds" data-all-same={quiet} className="space-y-1">
      {rounds.map((round) => (
        <li key={round.round} data-testid="replay-round" data-round={round.round} data-status={round.status} className={`grid gap-x-2 ${quiet ? 'grid-cols-[4.5rem_1fr]' : 'grid-cols-[7.5rem_1fr]'}`}>
          <div className="flex flex-col items-start gap-0.5">
            <span className="text-zinc-500">round {round.round}</span>
            {!quiet && <Badge tone={ROUND_TONES[round.status]}>{roundStatusWords(round.status)}</Badge>}
          </div>
          <div className="min-w-0 space-y-1">
            <ul className="space-y-0.5">
              {Object.entries(round.inputs).map(([key, method]) => (
                <RoundInput key={key} inputKey={key} method={method} round={round} />
              ))}
              {Object.keys(round.inputs).length === 0 && <li className="text-zinc-500">no inputs</li>}
            </ul>
            {(changes.get(round.round)?.length ?? 0) > 0 && <ReplayChanges changes={changes.get(round.round)!} />}
          </div>
        </li>
      ))}
    </ol>
  );
}

function RoundInput({ inputKey, method, round }: { inputKey: string; method: string; round: StepRound }) {
  const question = round.questions?.[inputKey];
  const answer = round.answers?.[inputKey];
  return (
    <li data-testid="replay-round-input" data-key={inputKey} data-method={method} className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="font-mono font-medium">{inputKey}</span>
      <span className="font-mono text-zinc-500">{method}</span>
      {question !== undefined && (
        <span data-testid="replay-round-question" className="min-w-0 break-words text-zinc-700 dark:text-zinc-300">
          “<MaskedText text={question} />”
        </span>
      )}
      <span aria-hidden className="text-zinc-400">
        →
      </span>
      {answer ? (
        <span data-testid="replay-round-answer" className="min-w-0 break-words font-mono text-emerald-800 dark:text-emerald-300" title="The answer replay gave, from the trace">
          <MaskedText text={answerSummary(method, answer)} />
        </span>
      ) : (
        <span data-testid="replay-round-unanswered" className="italic text-zinc-500">
          {round.answers ? 'not in the retry' : 'no answer in the trace'}
        </span>
      )}
    </li>
  );
}
