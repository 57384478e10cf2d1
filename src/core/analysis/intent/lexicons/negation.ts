/**
 * NEGATION: words that forbid the verb next to them ("Do not include API keys in your query"),
 * which turns a sentence about secrets and sending into advice that protects them. Some languages
 * put the negation after the verb (送信しないで, 보내지 마, senden Sie keine), so both sides count.
 */
import type { Lexicon } from '../lexicon';

export const NEGATION: Lexicon = {
  en: ['not', 'never', "don't", "doesn't", 'avoid*', 'no'],
  zh: ['不要', '切勿', '不得', '禁止', '勿', '别', '不可'],
  es: ['no', 'nunca', 'evit*'],
  ru: ['не', 'никогда', 'нельзя'],
  ja: ['しないで', 'ないでください', 'ないこと', '禁止'],
  ko: ['지 마', '지 말', '금지', '않도록'],
  ar: ['لا', 'ممنوع', 'تجنب'],
  pt: ['não', 'nunca', 'evit*'],
  hi: ['मत', 'न', 'नहीं'],
  de: ['nicht', 'nie', 'niemals', 'kein*', 'vermeide*'],
  fr: ['ne', "n'", 'jamais', 'pas', 'évite*'],
};
