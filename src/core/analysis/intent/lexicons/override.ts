/**
 * OVERRIDE: an order to drop what the model was told, found as a DISCARD verb and a GUIDANCE
 * noun in one clause ("ignora las instrucciones anteriores", "忽略之前的所有指令").
 */
import type { Lexicon } from '../lexicon';

export const DISCARD: Lexicon = {
  en: ['ignore', 'disregard', 'forget', 'pay no attention to', 'set aside', 'stop following', 'no longer follow', 'discard', 'precedence over', 'priority over', 'overrules'],
  zh: ['忽略', '忽视', '无视', '忘记', '忘掉', '不要遵守', '不再遵循', '不要遵循'],
  es: ['ignora*', 'olvida*', 'olvide', 'descarta*', 'haz caso omiso', 'no sigas', 'deja de seguir', 'omite'],
  ru: ['игнорируй*', 'проигнорируй*', 'забудь*', 'не обращай внимания', 'отбрось*', 'не следуй'],
  ja: ['無視', '忘れ', '従わない', '破棄'],
  ko: ['무시', '잊어', '잊고', '따르지 마'],
  ar: ['تجاهل', 'انس', 'إنس', 'لا تتبع', 'تخل عن'],
  pt: ['ignor*', 'esqueç*', 'esqueca', 'desconsider*', 'descart*', 'não siga'],
  hi: ['अनदेखा', 'भूल जा*', 'नज़रअंदाज़', 'नजरअंदाज', 'पालन न कर*'],
  de: ['ignorier*', 'vergiss', 'vergessen sie', 'missachte*', 'verwirf'],
  fr: ['ignor*', 'oubli*', 'ne tiens pas compte', 'ne tenez pas compte', 'faites abstraction', 'ne suivez plus'],
};

export const GUIDANCE: Lexicon = {
  en: ['instructions', 'previous instruction', 'directives', 'guidelines', 'system prompt', 'what you were told', 'everything above', 'all of the above', 'what the user says', "the user's instructions", "the user's request", 'what the user asks'],
  zh: ['指令', '指示', '规则', '系统提示', '之前的', '以上'],
  es: ['instrucciones', 'indicaciones', 'directrices', 'reglas anteriores', 'prompt del sistema'],
  ru: ['инструкци*', 'указани*', 'правил*', 'системн* промпт*'],
  ja: ['指示', '命令', '指令', 'ルール', 'システムプロンプト'],
  ko: ['지시', '지침', '명령', '규칙', '시스템 프롬프트'],
  ar: ['التعليمات', 'الإرشادات', 'القواعد', 'الأوامر'],
  pt: ['instruções', 'instrucoes', 'diretrizes', 'regras anteriores', 'prompt do sistema'],
  hi: ['निर्देश*', 'नियम*'],
  de: ['anweisung*', 'instruktion*', 'richtlinien', 'vorgaben', 'systemprompt'],
  fr: ['instructions', 'consignes', 'directives', 'règles précédentes', 'prompt système'],
};
