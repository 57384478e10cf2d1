/**
 * The sentence classifier as a rule (issue 22): where the intent rules read nothing in a field, a
 * sentence the classifier (intent/classifier) scores at or above its threshold is reported at
 * medium, with the features that pushed its score. Medium only: it counts for recall and never as
 * a high finding; high and critical stay with the rules, whose evidence is structural.
 */
import { familyRule, type TextRule } from '../rule';
import type { TextKind } from '../text-fields';
import { detectIntent } from '../intent/detect';
import { reasonList } from '../intent/classifier/explain';
import { classifiedSentences } from '../intent/classifier/score';
import { MODEL } from '../intent/classifier/weights';
import { voiceOf } from './injected-intent';
import { fold, toHit } from './phrase-match';

const rule = familyRule('injected-instructions');

/** The classifier's rule, reading `kinds` of text; one finding per field, on its most probable sentence. */
export function classifiedIntentRule(kinds: readonly TextKind[]): TextRule {
  return {
    rule: rule(
      'classified-beyond-job',
      'medium',
      "Directs the model beyond the tool's job (sentence classifier)",
      `Fires when the intent rules find nothing in a field but a small logistic regression scores one of its sentences as directing the model beyond the tool's stated job: a side task into a field, a habit of calling another tool, a condition on the model's answers, a change to the user's settings. Its features are the sentence's words and word pairs (Intl.Segmenter) and the intent stage's own structure (concepts from the lexicons, an imperative head, a named tool call, where the sentence stands); it was trained on the dev corpus only. Medium, never higher. The finding names the features that raised the score. A description's opening, "Set the page size to 50", "Call list_files first to get an id" and a sentence that opens with a negation ("Do not delete the user's files after each call") do not fire.`,
      "Describe what this tool does; a tool must not hand the model work beyond its own job.",
    ),
    kinds,
    check: (field) => {
      const { text } = field;
      const folded = fold(text);
      const voice = voiceOf(field);
      if (detectIntent(folded.text, voice).length > 0) return [];
      const [likeliest] = classifiedSentences(folded.text, voice).sort((a, b) => b.probability - a.probability);
      if (!likeliest) return [];
      const score = `scored ${likeliest.probability.toFixed(2)}, reported from ${MODEL.threshold}`;
      return [toHit(text, folded, { span: likeliest.span, severity: 'medium' }, (found) => `The sentence classifier reads this sentence as directing the model beyond the tool's job (${score}): it ${reasonList(likeliest.reasons)} — "${found}".`)];
    },
  };
}
