/** What a sampling/createMessage request asks for (spec 2025-11-25 client/sampling), read-only. */
import { useMemo, type ReactNode } from 'react';
import type { TextMark } from '../../core/findings-view';
import { readSamplingParams, type ModelPreferencesView } from '../../core/sampling';
import { AnnotatedText } from '../../ui/AnnotatedText';
import { Badge } from '../../ui/Badge';
import { JsonView } from '../../ui/JsonView';
// The tools screen's renderer, reused as is (as the prompts screen does).
import { ContentItemView } from '../tools/ContentItemView';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-zinc-500">{label}</dt>
      <dd className="min-w-0 font-mono break-words">{children}</dd>
    </>
  );
}

function Preferences({ prefs }: { prefs: ModelPreferencesView }) {
  const priorities = [
    ['cost', prefs.costPriority],
    ['speed', prefs.speedPriority],
    ['intelligence', prefs.intelligencePriority],
  ] as const;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {prefs.hints.length > 0 ? prefs.hints.map((hint) => <Badge key={hint} tone="info">{hint}</Badge>) : <span className="text-zinc-500">no hints</span>}
      {priorities.map(([name, value]) => (value === undefined ? null : <span key={name}>{name}: {value}</span>))}
    </span>
  );
}

const NO_MARKS = (): readonly TextMark[] => [];

/** `textMarks`: findings inside the text at a path of the params (`systemPrompt`, `messages/0/content/text`). */
export function SamplingRequestView({ params, textMarks = NO_MARKS }: { params: Record<string, unknown>; textMarks?: (path: string) => readonly TextMark[] }) {
  const view = useMemo(() => readSamplingParams(params), [params]);
  return (
    <div className="space-y-3">
      {view.problems.map((problem) => (
        <p key={problem} className="text-xs text-amber-700 dark:text-amber-400">{problem}</p>
      ))}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        {view.systemPrompt !== undefined && <Row label="systemPrompt"><span data-testid="sampling-system-prompt" className="whitespace-pre-wrap font-sans"><AnnotatedText text={view.systemPrompt} marks={textMarks('systemPrompt')} /></span></Row>}
        {view.modelPreferences && <Row label="modelPreferences"><Preferences prefs={view.modelPreferences} /></Row>}
        <Row label="maxTokens">{view.maxTokens ?? '—'}</Row>
        {view.includeContext !== undefined && <Row label="includeContext">{view.includeContext}</Row>}
        {view.temperature !== undefined && <Row label="temperature">{view.temperature}</Row>}
        {view.stopSequences && <Row label="stopSequences">{JSON.stringify(view.stopSequences)}</Row>}
      </dl>
      <ol className="space-y-2" aria-label="Messages">
        {view.messages.map((message, index) => (
          <li key={index} className="space-y-1" data-testid="sampling-message" data-role={message.role}>
            <Badge tone={message.role === 'assistant' ? 'info' : 'neutral'}>{message.role}</Badge>
            {message.content.map((item, i) => (
              <ContentItemView key={i} item={item} index={i} marks={textMarks(`${message.contentPaths[i] ?? ''}/text`)} />
            ))}
          </li>
        ))}
      </ol>
      {(view.tools !== undefined || view.toolChoice !== undefined) && (
        <div className="space-y-1 text-xs">
          <h4 className="font-semibold text-zinc-600 dark:text-zinc-300">Tools offered to the model</h4>
          {view.tools !== undefined && <JsonView value={view.tools} collapsedDepth={1} />}
          {view.toolChoice !== undefined && <JsonView value={{ toolChoice: view.toolChoice }} />}
        </div>
      )}
      {view.metadata !== undefined && <JsonView value={{ metadata: view.metadata }} />}
    </div>
  );
}
