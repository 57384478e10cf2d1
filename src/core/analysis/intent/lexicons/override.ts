/**
 * OVERRIDE: an order to drop what the model was told, found as a DISCARD verb and a GUIDANCE
 * noun in one clause ("ignora las instrucciones anteriores", "忽略之前的所有指令").
 */
import type { Lexicon } from '../lexicon';

export const DISCARD: Lexicon = {
  en: ['ignore', 'disregard', 'forget', 'pay no attention to', 'set aside', 'stop following', 'no longer follow', 'discard', 'precedence over', 'priority over', 'overrules', 'no longer appl*', 'no longer valid', 'no longer in effect', 'is superseded', 'are superseded', 'superseded by', 'are outdated and', 'are void', 'are now void', 'are revoked', 'should be disregarded', 'must be disregarded', 'are to be disregarded', 'should be ignored', 'must be ignored', 'are to be ignored', 'has been retired', 'have been retired', 'been withdrawn', 'no longer stands', 'no longer stand', 'has lapsed', 'have lapsed'],
  zh: ['忽略', '忽视', '无视', '忘记', '忘掉', '不要遵守', '不再遵循', '不要遵循', '已失效', '作废', '不再适用', '不再有效', '已被取代', '已废止'],
  es: ['ignora*', 'olvida*', 'olvide', 'descarta*', 'haz caso omiso', 'no sigas', 'deja de seguir', 'omite', 'ya no son válid*', 'ya no aplica*', 'ya no se aplica*', 'ya no están vigentes', 'quedan anulad*', 'quedan sin efecto', 'han sido reemplazad*', 'no las sigas'],
  ru: ['игнорируй*', 'проигнорируй*', 'забудь*', 'не обращай внимания', 'отбрось*', 'не следуй', 'больше не действу*', 'больше не применя*', 'утратил* силу', 'отменяются', 'отменены', 'не выполняй'],
  ja: ['無視', '忘れ', '従わない', '破棄', '無効です', '無効になりました', '無効とします', '適用されません', '従わないで', '従う必要はありません'],
  ko: ['무시', '잊어', '잊고', '따르지 마', '더 이상 유효하지', '무효입니다', '무효화', '적용되지 않습니다', '따르지 말'],
  ar: ['تجاهل', 'انس', 'إنس', 'لا تتبع', 'تخل عن', 'لم تعد سارية', 'لم تعد صالحة', 'لم تعد تنطبق', 'ملغاة', 'لا تلتزم'],
  pt: ['ignore', 'ignora', 'ignorem', 'ignorar', 'esqueç*', 'esqueca', 'desconsider*', 'descart*', 'não siga', 'não se aplicam mais', 'não são mais válid*', 'não valem mais', 'ficam anulad*', 'ficam sem efeito', 'foram substituíd*'],
  hi: ['अनदेखा', 'भूल जा*', 'नज़रअंदाज़', 'नजरअंदाज', 'पालन न कर*', 'अब लागू नहीं', 'अब मान्य नहीं', 'रद्द कर दिए', 'रद्द हैं', 'मत मानो', 'पालन मत कर*'],
  de: ['ignorier*', 'vergiss', 'vergessen sie', 'missachte*', 'verwirf', 'gelten nicht mehr', 'nicht mehr gültig', 'sind ungültig', 'sind aufgehoben', 'außer kraft', 'hinfällig', 'befolge nicht', 'befolgen sie nicht'],
  fr: ['ignorez', 'ignore', 'ignorer', 'oubli*', 'ne tiens pas compte', 'ne tenez pas compte', 'faites abstraction', 'ne suivez plus', "ne s'appliquent plus", 'ne sont plus valables', 'ne sont plus valides', 'sont annulées', 'sont caduques', 'sont remplacées', 'ne suis pas', 'ne suivez pas'],
};

export const GUIDANCE: Lexicon = {
  en: ['instructions', 'previous instruction', 'directives', 'guidelines', 'system prompt', 'what you were told', 'everything above', 'all of the above', 'what the user says', "the user's instructions", "the user's request", 'what the user asks', 'prior guidance', 'previous guidance', 'earlier guidance', 'earlier rules', 'previous rules', 'prior rules', 'the rules above', 'earlier instruction*', 'original instruction*', 'previous direction*', 'prior direction*', 'anything you were told', 'you were told earlier', 'the person typing', 'the human typing', 'what the person types'],
  zh: ['指令', '指示', '规则', '系统提示', '之前的', '以上', '说明', '要求'],
  es: ['instrucciones', 'indicaciones', 'directrices', 'reglas anteriores', 'prompt del sistema', 'normas anteriores', 'órdenes anteriores'],
  ru: ['инструкци*', 'указани*', 'правил*', 'системн* промпт*'],
  ja: ['指示', '命令', '指令', 'ルール', 'システムプロンプト'],
  ko: ['지시', '지침', '명령', '규칙', '시스템 프롬프트'],
  ar: ['التعليمات', 'الإرشادات', 'القواعد', 'الأوامر', 'الإرشادات السابقة', 'التوجيهات'],
  pt: ['instruções', 'instrucoes', 'diretrizes', 'regras anteriores', 'prompt do sistema', 'normas anteriores', 'orientações'],
  hi: ['निर्देश*', 'नियम*', 'हिदायत*', 'आदेश'],
  de: ['anweisung*', 'instruktion*', 'richtlinien', 'vorgaben', 'systemprompt', 'regeln', 'bisherigen vorgaben'],
  fr: ['instructions', 'consignes', 'directives', 'règles précédentes', 'prompt système', 'règles', 'ordres précédents'],
};
