/**
 * What a hidden task in a request or a schema value asks besides the task itself (Unit 42's MCP
 * sampling attacks): `REPLY` is the model's own answer, which a hidden task is kept out of or
 * secrets are listed into, as `DISCLOSE` has them written out; `WITHHELD` keeps something out of it
 * without naming the user; `OTHER_REPOSITORIES` reaches past the one repository a result is about (the
 * GitHub toxic flow: an issue asks the agent to read the author's private repositories and publish them).
 * Orders that outlive the request and skipping the user's confirmation are consent.ts's.
 */
import type { Lexicon } from '../lexicon';

export const REPLY: Lexicon = {
  en: ['your reply', 'your response', 'your answer', 'your output', 'the reply', 'the summary', 'your summary', 'the response', 'the answer', 'the final answer', 'shown in', 'visible in', 'appear in the'],
  zh: ['你的回复', '回复中', '回答中', '摘要中', '总结中'],
  es: ['tu respuesta', 'su respuesta', 'el resumen', 'la respuesta'],
  ru: ['в ответе', 'твоём ответе', 'в резюме', 'в сводке'],
  ja: ['返答', '回答に', '要約に', '応答に'],
  ko: ['응답에', '답변에', '요약에'],
  ar: ['في ردك', 'في الرد', 'في الملخص'],
  pt: ['sua resposta', 'a resposta', 'o resumo'],
  hi: ['अपने उत्तर', 'सारांश में', 'जवाब में'],
  de: ['deiner antwort', 'ihrer antwort', 'der antwort', 'der zusammenfassung'],
  fr: ['ta réponse', 'votre réponse', 'la réponse', 'le résumé'],
};

export const DISCLOSE: Lexicon = {
  en: ['print', 'reveal', 'repeat', 'output', 'list', 'dump', 'write out', 'disclose', 'word for word', 'verbatim', 'lists', 'prints', 'reveals', 'repeats', 'spells out'],
  zh: ['打印', '输出', '列出', '逐字', '原样'],
  es: ['imprime', 'muestra', 'revela', 'repite', 'enumera', 'palabra por palabra'],
  ru: ['выведи', 'покажи', 'раскрой', 'повтори', 'перечисли', 'дословно'],
  ja: ['出力して', '表示して', '列挙して', '一字一句'],
  ko: ['출력해', '보여줘', '나열해', '그대로'],
  ar: ['اطبع', 'اكشف', 'كرر', 'اعرض', 'حرفيا'],
  pt: ['imprima', 'mostre', 'revele', 'repita', 'liste', 'palavra por palavra'],
  hi: ['प्रिंट करो', 'दिखाओ', 'बताओ', 'शब्दशः'],
  de: ['gib aus', 'zeige', 'verrate', 'wiederhole', 'liste', 'wortwörtlich'],
  fr: ['affiche', 'révèle', 'répète', 'liste', 'mot pour mot'],
};

export const WITHHELD: Lexicon = {
  en: ['should not be shown', 'must not be shown', 'should not be mentioned', 'must not be mentioned', 'should not appear', 'must not appear', 'should not be visible', 'must not be visible', 'leave it out of', 'leave this out of', 'keep it out of', 'keep this out of', 'omit it from', 'omit this from'],
  es: ['no debe mostrarse', 'no debe aparecer', 'no debe mencionarse'],
  de: ['darf nicht erscheinen', 'nicht angezeigt werden', 'nicht erwähnt werden'],
  fr: ['ne doit pas apparaître', 'ne doit pas être mentionné', 'ne doit pas être affiché'],
  pt: ['não deve aparecer', 'não deve ser mostrado', 'não deve ser mencionado'],
};

export const OTHER_REPOSITORIES: Lexicon = {
  en: ['other repositories', 'other repos', 'all repositories', 'all repos', 'all of the repos', 'all of the repositories', "all this author's", "all the author's", "all of the author's", "the author's other", "the user's other", 'every repository', 'every repo', 'private repositories', 'private repos', 'all their repos', 'all of their repos', 'all their projects', 'all of their projects'],
  zh: ['所有仓库', '其他仓库', '私有仓库', '所有项目'],
  es: ['todos los repositorios', 'otros repositorios', 'repositorios privados'],
  ru: ['все репозитории', 'другие репозитории', 'приватные репозитории'],
  ja: ['すべてのリポジトリ', '他のリポジトリ', 'プライベートリポジトリ'],
  ko: ['모든 저장소', '다른 저장소', '비공개 저장소'],
  ar: ['جميع المستودعات', 'المستودعات الأخرى', 'المستودعات الخاصة'],
  pt: ['todos os repositórios', 'outros repositórios', 'repositórios privados'],
  hi: ['सभी रिपॉजिटरी', 'अन्य रिपॉजिटरी', 'निजी रिपॉजिटरी'],
  de: ['alle repositories', 'andere repositories', 'private repositories', 'alle repos'],
  fr: ['tous les dépôts', 'autres dépôts', 'dépôts privés'],
};
