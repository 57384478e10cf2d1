/**
 * Hints contradicted by what a tool says it does beyond the English destroying verbs of
 * annotations.ts (issue 22, annotation lies): a tool claiming idempotentHint that charges, sends or
 * appends; a closed-world tool that posts to a webhook or a named host; a read-only or
 * non-destructive tool whose description deletes in another language.
 */
import { clip, type Span } from '../finding';
import type { Hit, RuleDefinition, SurfaceRule } from '../rule';
import { claimed, description, nameWords, safetyClaim, toolBase } from './annotation-claims';
import { clausePredicate, EXTERNAL_DESTINATION, HARMLESS_OBJECTS, lossOf } from './tool-actions';

function descriptionHit(message: (what: string) => string, path: string, match: RegExpExecArray | RegExpMatchArray, text: string): Hit {
  const [start, end] = match.indices?.[1] ?? [match.index ?? 0, (match.index ?? 0) + match[0].length];
  const what = text.slice(start, end);
  return { message: message(what), evidence: clip(what), path: `${path}/description`, span: { start, end } };
}

/** A rule for a tool that claims to be safe to call (readOnlyHint true or destructiveHint false) while `destroying` finds its description saying otherwise. */
function claimsSafeButDestroys(rule: RuleDefinition, destroying: (text: string) => Span | undefined): SurfaceRule {
  return {
    rule,
    check: (surface) =>
      surface.tools.flatMap((tool, index): Hit[] => {
        const claim = safetyClaim(tool);
        const text = description(tool);
        const span = claim === undefined ? undefined : destroying(text);
        if (!claim || !span) return [];
        const what = text.slice(span.start, span.end).trim();
        return [{ message: `The server claims ${claim}, but its description says "${what}": it destroys data.`, evidence: clip(what), path: `${toolBase(tool, index)}/description`, span }];
      }),
  };
}

// ---- idempotent, yet each call adds something ----

/** Verbs whose every call leaves one more of something: a charge, a message, a row, an order. */
const ACCUMULATING_VERB = String.raw`appends?|inserts?|creates?|charges?|bills?|sends?|posts?|emails?|texts?|publish(?:es)?|increments?|submits?|enqueues?|queues?|transfers?|pays?|books?|places?\s+(?:an?\s+)?(?:new\s+)?orders?|adds?\s+(?:an?\s+)?new`;
const ACCUMULATING_PREDICATE = clausePredicate(ACCUMULATING_VERB);
/** The same verbs opening a tool's name: `send_invoice`, `append_row`, `charge_card`. */
const ACCUMULATING_NAME_VERBS = new Set(['append', 'insert', 'create', 'charge', 'bill', 'send', 'post', 'email', 'publish', 'increment', 'submit', 'enqueue', 'transfer', 'pay', 'book']);
/** "Creates or updates", "or completely overwrites", "if it already exists", an idempotency key: the tool says repeats are safe. */
const SAYS_REPEATS_ARE_SAFE = /\bor\s+(?:[a-z]+ly\s+)?(?:updates?|replaces?|overwrites?)\b|\balready\s+exists?\b|\bif\s+(?:it\s+|one\s+)?(?:does\s+not|doesn't)\s+(?:already\s+)?exist|\bupserts?\b|\bidempoten|\bdeduplicat|\bat\s+most\s+once\b/i;

const notIdempotent: SurfaceRule = {
  rule: {
    id: 'annotations/not-idempotent',
    family: 'annotations',
    severity: 'medium',
    title: 'Server-claimed idempotent tool adds something on every call',
    summary:
      'The server claims idempotentHint true (and not readOnlyHint true), but the name opens with, or a clause of the description says, appends, inserts, creates, charges, bills, sends, posts, e-mails, publishes, submits, transfers or pays: calling it twice does it twice, and a client that retries on that claim double-charges or double-sends. ' +
      'Not reported when the description says repeats are safe ("creates or updates", "if it does not exist", upsert, idempotency key), nor for a set or update verb.',
    remediation: 'Do not retry this tool automatically; have the server drop idempotentHint.',
  },
  check(surface) {
    return surface.tools.flatMap((tool, index): Hit[] => {
      if (claimed(tool, 'idempotentHint') !== true || claimed(tool, 'readOnlyHint') === true) return [];
      const text = description(tool);
      if (SAYS_REPEATS_ARE_SAFE.test(text) || SAYS_REPEATS_ARE_SAFE.test(nameWords(tool).join(' '))) return [];
      const [match] = text.matchAll(ACCUMULATING_PREDICATE);
      if (match) return [descriptionHit((what) => `The server claims idempotentHint: true, but its description says "${what}": each call does it again.`, toolBase(tool, index), match, text)];
      const [verb = '', next = ''] = nameWords(tool);
      // `charge_preview`: a harmless noun after the word makes it a noun too.
      if (!ACCUMULATING_NAME_VERBS.has(verb) || HARMLESS_OBJECTS.has(next)) return [];
      return [{ message: `The server claims idempotentHint: true, but its name says "${verb}": each call does it again.`, evidence: verb, path: `${toolBase(tool, index)}/name` }];
    });
  },
};

// ---- deleting, in another language ----

/**
 * Verbs that delete or wipe, in the languages of issue 22 other than English (present tense and
 * infinitive, as tool descriptions use them). Matched as whole words in the alphabetic scripts.
 */
const FOREIGN_DESTROYING =
  /(?<!\p{L})(?:löscht|löschen|vernichtet|elimina[nr]?|borra[nr]?|suprime[nr]?|supprimer?|suppriment|effacer?|effacent|détruit|exclui[r]?|apaga[mr]?|cancella|rimuove|удаляет|удалить|стирает|уничтожает)(?!\p{L})|(?<!已)(?:删除|清空|清除|抹除)|(?:削除|消去|アンインストール)(?!済|され)|삭제(?!된)|يحذف|يمسح|हटा(?:ता|ती|एगा)|मिटा(?:ता|ती)/iu;
/** A negation in the same sentence, before the verb (no, nicht, ne, не, 不, لا) or after it (しません, 않, नहीं). */
const NEGATED_BEFORE = /(?<!\p{L})(?:no|nicht|kein\p{L}*|ne|n'|não|non|не|لا)(?!\p{L})[^.!?。！？\n]{0,20}$|(?:不|没有|无需|并不|不会)[^。！？\n]{0,6}$/iu;
const NEGATED_AFTER = /^[^.!?。！？\n]{0,12}(?:しません|しない|せず|않|नहीं)/u;

function foreignDestruction(text: string): Span | undefined {
  const match = FOREIGN_DESTROYING.exec(text);
  if (!match) return undefined;
  const end = match.index + match[0].length;
  if (NEGATED_BEFORE.test(text.slice(0, match.index)) || NEGATED_AFTER.test(text.slice(end))) return undefined;
  return { start: match.index, end };
}

const foreignDestroying = claimsSafeButDestroys(
  {
    id: 'annotations/destroys-in-other-words',
    family: 'annotations',
    severity: 'medium',
    title: 'Server-claimed safe tool deletes, in another language',
    summary:
      'The server claims readOnlyHint true or destructiveHint false, but the description deletes or wipes in German, Spanish, French, Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic or Hindi (löscht, elimina, supprime, apaga, удаляет, 删除, 削除, 삭제, يحذف, हटाता…). ' +
      'A negated verb ("no elimina nada", "削除はしません"), and "already deleted" forms (已删除, 削除済み, 삭제된, gelöschte) do not fire.',
    remediation: 'Treat the tool as destructive and confirm every call; have the server fix its annotations.',
  },
  foreignDestruction,
);

// ---- deleting, in the passive ----

/**
 * "…; the matching rows are permanently deleted", "old backups will be purged": the tool's effect
 * told in the passive. Only the indicative counts: "would be deleted" and "were deleted" describe
 * a preview or the past.
 */
const PASSIVE_DESTROYING =
  /\b((?:[a-z'-]+\s+){1,4}?)(?:is|are|will\s+be|gets?)\s+(?:(?:then|also|immediately|permanently|irreversibly|automatically|silently)\s+)?(deleted|erased|wiped|purged|truncated|destroyed|overwritten|dropped|removed|revoked|terminated|shredded)\b/gi;
const SUBJECT_START = /^(?:the|all|any|every|its|their|your|existing|old|older|matching|previous|other)\s+/i;

function passiveDestruction(text: string): Span | undefined {
  for (const match of text.matchAll(PASSIVE_DESTROYING)) {
    const subject = (match[1] ?? '').trim().toLowerCase().split(/\s+/).filter((word) => !SUBJECT_START.test(`${word} `));
    if (lossOf('remove', subject) !== 'destroys') continue; // a weak verb: only a subject worth keeping counts
    return { start: match.index + (match[1] ?? '').length, end: match.index + match[0].length };
  }
  return undefined;
}

const passiveDestroying = claimsSafeButDestroys(
  {
    id: 'annotations/destroys-in-passive',
    family: 'annotations',
    severity: 'medium',
    title: 'Server-claimed safe tool says, in the passive, that data is destroyed',
    summary:
      'The server claims readOnlyHint true or destructiveHint false, but the description says data, files, records, backups, branches or the like "are deleted", "will be purged", "get overwritten"… ' +
      '"Would be deleted" (a preview), "were deleted" (the past) and harmless subjects ("the highlight is removed") do not fire.',
    remediation: 'Treat the tool as destructive and confirm every call; have the server fix its annotations.',
  },
  passiveDestruction,
);

// ---- closed world, yet it sends to a named destination ----

/** A verb that sends somewhere, then (in the same sentence) a destination outside the server. */
export const OUTBOUND_PREDICATE = new RegExp(String.raw`\b(?:posts?|sends?|uploads?|forwards?|pushes|notif(?:y|ies)|emails?|delivers?|calls?|syncs?)\b[^.!?\n]{0,60}?(?:${EXTERNAL_DESTINATION.source})`, 'i');

export const annotationEffectRules: readonly SurfaceRule[] = [notIdempotent, foreignDestroying, passiveDestroying];
