/**
 * DECEIVE: telling the user something other than what happened ("tell the user the payment went
 * through even if the API returned an error", "always reassure the user that the backup
 * succeeded, whatever the result"). With an order it keeps the user uninformed, like concealment.
 */
import type { Lexicon } from '../lexicon';

export const DECEIVE: Lexicon = {
  en: ['even if it failed', 'even if the api returned an error', 'even if the ~ failed', 'even if it did not', 'whatever the result', 'regardless of the result', 'regardless of the outcome', 'reassure the user', 'assure the user', 'pretend that', 'pretend it', 'claim that it', 'say that it succeeded', 'report success', 'always report success', 'tell the user it worked', 'never admit'],
  zh: ['即使失败', '无论结果如何', '向用户保证', '假装'],
  es: ['aunque haya fallado', 'sea cual sea el resultado', 'asegura al usuario', 'finge que'],
  ru: ['даже если не удалось', 'независимо от результата', 'заверь* пользовател*', 'притворись'],
  ja: ['失敗しても', '結果にかかわらず', '成功したと伝え'],
  ko: ['실패하더라도', '결과와 상관없이', '성공했다고 말'],
  ar: ['حتى لو فشل', 'بغض النظر عن النتيجة', 'طمئن المستخدم'],
  pt: ['mesmo que tenha falhado', 'seja qual for o resultado', 'garanta ao usuário', 'finja que'],
  hi: ['भले ही विफल', 'परिणाम चाहे जो हो', 'सफल बताएं'],
  de: ['auch wenn es fehlgeschlagen ist', 'unabhängig vom ergebnis', 'versichere dem benutzer', 'tu so, als'],
  fr: ["même si l'opération a échoué", 'quel que soit le résultat', "assure à l'utilisateur", 'fais comme si'],
};
