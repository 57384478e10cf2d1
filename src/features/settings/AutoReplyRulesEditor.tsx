/**
 * Sampling auto-reply rules (issue 3, point 3, "for demos"): the first enabled rule whose match
 * occurs in a sampling request answers it at once, without a person.
 */
import type { SamplingAutoReplyRule } from '../../core/bridge-api';
import { SAMPLING_STOP_REASONS } from '../../core/client-requests';
import { newAutoReplyRule } from '../../core/sampling-auto-reply';
import { Button } from '../../ui/Button';

const INPUT =
  'rounded border border-zinc-300 bg-white px-1.5 py-0.5 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900';

export function AutoReplyRulesEditor({ rules, onChange }: { rules: readonly SamplingAutoReplyRule[]; onChange: (rules: SamplingAutoReplyRule[]) => void }) {
  const update = (index: number, rule: SamplingAutoReplyRule) => onChange(rules.map((current, i) => (i === index ? rule : current)));
  return (
    <div data-testid="auto-reply-rules" className="space-y-2 p-3 text-xs">
      <p className="text-zinc-600 dark:text-zinc-400">
        The first enabled rule whose match occurs in a <span className="font-mono">sampling/createMessage</span> request (any message text or the
        system prompt, ignoring case) answers it at once. An empty match answers every request. Requests no rule matches wait for you in the
        Requests tab.
      </p>
      {rules.length === 0 && <p className="text-zinc-500">No rules: every sampling request waits for you.</p>}
      <ol className="space-y-2">
        {rules.map((rule, index) => (
          <RuleRow
            key={rule.id}
            rule={rule}
            position={index + 1}
            onChange={(changed) => update(index, changed)}
            onRemove={() => onChange(rules.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <Button data-testid="add-rule" onClick={() => onChange([...rules, newAutoReplyRule(rules)])}>
        + Add rule
      </Button>
    </div>
  );
}

function RuleRow({
  rule,
  position,
  onChange,
  onRemove,
}: {
  rule: SamplingAutoReplyRule;
  position: number;
  onChange: (rule: SamplingAutoReplyRule) => void;
  onRemove: () => void;
}) {
  const reply = (patch: Partial<SamplingAutoReplyRule['reply']>) => onChange({ ...rule, reply: { ...rule.reply, ...patch } });
  // A stop reason set through the API may be outside the spec's three; keep it selectable.
  const stopReasons = SAMPLING_STOP_REASONS.includes(rule.reply.stopReason as never) ? SAMPLING_STOP_REASONS : [...SAMPLING_STOP_REASONS, rule.reply.stopReason];
  return (
    <li
      data-testid="auto-reply-rule"
      data-rule-id={rule.id}
      className={`space-y-1.5 rounded border p-2 ${rule.enabled ? 'border-zinc-300 dark:border-zinc-700' : 'border-dashed border-zinc-300 opacity-70 dark:border-zinc-700'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-[11px] text-zinc-500" title="Shown on the requests this rule answered">
          {position}. {rule.id}
        </span>
        <label className="flex items-center gap-1">
          <input type="checkbox" className="accent-indigo-600" data-testid="rule-enabled" checked={rule.enabled} onChange={(e) => onChange({ ...rule, enabled: e.target.checked })} />
          enabled
        </label>
        <label className="flex min-w-48 flex-1 items-center gap-1">
          match
          <input
            data-testid="rule-match"
            className={`${INPUT} min-w-0 flex-1`}
            placeholder="empty: every request"
            value={rule.match}
            onChange={(e) => onChange({ ...rule, match: e.target.value })}
          />
        </label>
        <Button variant="ghost" data-testid="remove-rule" aria-label={`Remove rule ${rule.id}`} onClick={onRemove}>
          ✕
        </Button>
      </div>
      <textarea
        data-testid="rule-text"
        aria-label={`Reply text of ${rule.id}`}
        rows={2}
        className={`${INPUT} block w-full`}
        placeholder="The reply, as the model"
        value={rule.reply.text}
        onChange={(e) => reply({ text: e.target.value })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-1">
          model
          <input
            data-testid="rule-model"
            className={`${INPUT} w-48 ${rule.reply.model.trim() === '' ? 'border-red-400 dark:border-red-700' : ''}`}
            value={rule.reply.model}
            onChange={(e) => reply({ model: e.target.value })}
          />
        </label>
        <label className="flex items-center gap-1">
          stopReason
          <select data-testid="rule-stop-reason" className={INPUT} value={rule.reply.stopReason} onChange={(e) => reply({ stopReason: e.target.value })}>
            {stopReasons.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </select>
        </label>
      </div>
    </li>
  );
}
