/**
 * ORDER_FORM: grammar that gives an order without an obligation word (issue 22, paraphrase and
 * multilingual): an English condition that makes an action the price of a correct result ("is
 * incomplete unless", "only works correctly when"), impersonal advice ("it is advisable to"), and
 * the forms other languages order with: zh 将/把 (disposal of an object), ja 〜すること, ko 〜할 것,
 * infinitive orders in ru, fr, de ("ist … zu übergeben"), es/pt impersonal forms and hi infinitive
 * + ज़रूरी. The same forms open setup notes aimed at the user ("Set the API key in the
 * configuration"), so they only ever decide a MEDIUM finding, and only with a sink that is a tool
 * argument or an address (SINK), never the user's own configuration.
 */
import type { Lexicon } from '../lexicon';

export const ORDER_FORM: Lexicon = {
  en: ['incomplete unless', 'invalid unless', 'fail unless', 'fails unless', 'will not work unless', "won't work unless", 'only works correctly when', 'only works correctly if', 'only works when', 'only works if', 'works correctly only when', 'works correctly only if', 'is only accurate when', 'is only accurate if', 'it is advisable to', 'it is recommended to', 'is expected to', 'are expected to', 'it is required that', 'requires that the', "it's good practice to", 'it is good practice to', 'good practice is to', 'for auditing purposes', 'for audit purposes', 'for compliance', 'to comply with', 'for security reasons', 'for verification', 'for quality assurance', 'for debugging purposes', 'for diagnostic purposes', 'for diagnostics', 'for analytics', 'for telemetry', 'for logging purposes', 'for record-keeping', 'is part of', 'are part of', 'it helps to', 'it helps if', 'it is helpful to', 'feel free to', 'it goes without saying', 'it is best to', "it's best to", 'the best approach is to', 'once the ~ is done', 'once done', 'once finished', 'when the ~ is ready'],
  zh: ['将', '把', '使用前', '需要将', '需将', '应将'],
  es: ['conviene', 'se recomienda', 'es conveniente', 'ha de', 'han de', 'se ha de', 'corresponde', 'copiar', 'enviar', 'adjuntar', 'incluir', 'pegar', 'reenviar'],
  ru: ['передать', 'отправить', 'вставить', 'приложить', 'добавить', 'указать', 'включить', 'скопировать', 'переслать', 'загрузить'],
  ja: ['すること', 'こと。', '入れること', '送ること', '含めること', 'ておくこと'],
  ko: ['할 것', '넣을 것', '보낼 것', '포함할 것', '첨부할 것', '전송할 것', '하라', '해라', '넣어라', '보내라'],
  ar: ['أدرج', 'أضف', 'أرفق', 'أرسل', 'مرر', 'مرّر', 'انقل', 'اكتب'],
  pt: ['recomenda-se', 'convém', 'é preciso', 'há que', 'enviar', 'copiar', 'anexar', 'incluir', 'colar', 'encaminhar'],
  hi: ['ज़रूरी', 'जरूरी', 'आवश्यक', 'डालना', 'भेजना', 'जोड़ना', 'करना है'],
  de: ['ist ~ zu', 'sind ~ zu', 'zu übergeben', 'zu senden', 'zu übermitteln', 'zu schicken', 'zu kopieren', 'zu übertragen', 'einzufügen', 'anzuhängen', 'mitzusenden', 'mitzuschicken', 'weiterzuleiten', 'hochzuladen', 'einzutragen'],
  fr: ['copier', 'envoyer', 'transmettre', 'joindre', 'ajouter', 'inclure', 'insérer', 'recopier', 'il convient de', 'est à', 'sont à'],
};

/**
 * TOOL_USE: when the model uses this tool ("before using this tool", "after each call", 调用时, 呼び出す際,
 * beim Aufruf): a sentence timed to the model's own calls is an order to it wherever it stands,
 * even as a description's opening.
 */
export const TOOL_USE: Lexicon = {
  en: ['each time this tool', 'every time this tool', 'before using this tool', 'after using this tool', 'before calling this tool', 'after calling this tool', 'when calling this tool', 'when you call this tool', 'whenever this tool', 'after each call', 'before each call', 'after every call', 'before every call'],
  zh: ['调用时', '调用前', '调用此工具时'],
  es: ['antes de usar esta herramienta', 'al llamar a esta herramienta', 'en cada llamada'],
  ru: ['перед вызовом', 'при вызове', 'при каждом вызове'],
  ja: ['呼び出す際', '呼び出し時', '使用する際'],
  ko: ['호출 시', '호출할 때', '사용 시'],
  ar: ['عند كل استدعاء', 'عند الاستدعاء', 'قبل الاستدعاء'],
  pt: ['antes de usar esta ferramenta', 'ao chamar esta ferramenta', 'em cada chamada'],
  hi: ['कॉल करते समय'],
  de: ['beim aufruf', 'vor jedem aufruf'],
  fr: ['avant chaque appel', 'à chaque appel', "lors de l'appel"],
};

/**
 * DEMAND: a label that asks for input with nouns only ("Required context: the user's stored
 * passwords"): a tagged block or a form line orders without a verb. Medium at most, and only
 * about the user's own secrets or their credential files (verdict.ts).
 */
export const DEMAND: Lexicon = {
  en: ['required context', 'required input', 'required inputs', 'expected input', 'expected context', 'needed context', 'mandatory context', 'mandatory input', 'context required', 'input required', 'required payload', 'prerequisite context'],
  zh: ['所需上下文', '必需的上下文', '必填上下文'],
  es: ['contexto requerido', 'contexto obligatorio', 'entrada requerida'],
  ru: ['требуемый контекст', 'обязательный контекст'],
  ja: ['必要なコンテキスト', '必須コンテキスト'],
  ko: ['필수 컨텍스트', '필요한 컨텍스트'],
  ar: ['السياق المطلوب'],
  pt: ['contexto obrigatório', 'contexto necessário', 'entrada obrigatória'],
  hi: ['आवश्यक संदर्भ'],
  de: ['erforderlicher kontext', 'benötigter kontext', 'pflichtkontext'],
  fr: ['contexte requis', 'contexte obligatoire', 'entrée requise'],
};
