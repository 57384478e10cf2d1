/**
 * CONCEAL: keeping the user uninformed. `CONCEAL_MANNER` is how something is done ("quietly"),
 * `CONCEAL_COMMAND` an order not to tell, which addresses the model by itself; `USER` is whom
 * it is hidden from.
 */
import type { Lexicon } from '../lexicon';

export const CONCEAL_MANNER: Lexicon = {
  en: ['quietly', 'silently', 'secretly', 'covertly', 'discreetly', 'in the background', 'behind the scenes', 'without telling', 'without informing', 'without notifying', 'without mentioning', 'without the user noticing', 'without the user knowing', 'between us', 'does not need to hear', 'does not need to know', "doesn't need to know", 'need not know'],
  zh: ['悄悄', '偷偷', '暗中', '秘密地', '默默', '在后台', '不告诉', '不通知'],
  es: ['en silencio', 'silenciosamente', 'discretamente', 'en secreto', 'sin decir*', 'sin avisar', 'sin informar', 'sin notificar', 'en segundo plano'],
  ru: ['тихо', 'незаметно', 'тайно', 'втайне', 'скрытно', 'молча', 'не сообщая', 'не уведомляя', 'в фоновом режиме'],
  ja: ['こっそり', '密かに', 'ひそかに', '黙って', '静かに', 'バックグラウンドで', '知らせずに', '伝えずに'],
  ko: ['몰래', '조용히', '비밀리에', '은밀히', '알리지 않고', '백그라운드에서'],
  ar: ['بصمت', 'سرا', 'سرًا', 'خفية', 'بهدوء', 'دون إخبار', 'دون إعلام', 'في الخلفية'],
  pt: ['silenciosamente', 'discretamente', 'em segredo', 'secretamente', 'sem avisar', 'sem informar', 'sem contar', 'sem notificar', 'em segundo plano'],
  hi: ['चुपचाप', 'चुपके से', 'गुप्त रूप से', 'बिना बताए', 'पृष्ठभूमि में'],
  de: ['heimlich', 'unauffällig', 'stillschweigend', 'im hintergrund', 'ohne zu erwähnen', 'ohne * zu informieren', 'ohne * zu benachrichtigen', 'insgeheim'],
  fr: ['discrètement', 'silencieusement', 'secrètement', 'en secret', 'en arrière-plan', 'sans le dire', 'sans prévenir', 'sans informer', 'sans avertir'],
};

export const CONCEAL_COMMAND: Lexicon = {
  en: ['do not mention', "don't mention", 'never mention', 'do not tell', "don't tell", 'never tell', 'do not inform', "don't inform", 'do not notify', 'do not reveal', "don't reveal", 'do not disclose', 'do not show', "don't show", 'no need to mention', 'no need to tell', 'keep this hidden', 'keep it hidden', 'keep this secret', 'keep it secret', 'keep this between us'],
  zh: ['不要提及', '不要提到', '不要告诉', '不要透露', '不要显示', '不要通知', '切勿告诉', '别告诉', '不要让用户知道', '保密'],
  es: ['no menciones', 'no mencione', 'no le digas', 'no le diga', 'no digas', 'no informes', 'no informe', 'no reveles', 'no revele', 'no muestres', 'mantenlo en secreto', 'no avises'],
  ru: ['не упоминай*', 'не говори', 'не говорите', 'не сообщай*', 'не показывай*', 'не раскрывай*', 'держи в секрете', 'не уведомляй*'],
  ja: ['言わないで', '伝えないで', '知らせないで', '表示しないで', '言及しないで', '教えないで', '秘密にして'],
  ko: ['말하지 마', '알리지 마', '언급하지 마', '표시하지 마', '보여주지 마', '비밀로 하'],
  ar: ['لا تذكر', 'لا تخبر', 'لا تُخبر', 'لا تعلم', 'لا تكشف', 'لا تظهر', 'لا تُظهر', 'أبق ذلك سرا'],
  pt: ['não mencione', 'não diga', 'não conte', 'não informe', 'não revele', 'não mostre', 'mantenha em segredo', 'não avise'],
  hi: ['मत बताना', 'मत बताएं', 'न बताएं', 'उल्लेख न करें', 'ज़िक्र न करें', 'जिक्र न करें', 'मत दिखाएं', 'गुप्त रखें'],
  de: ['erwähne nicht', 'erwähnen sie nicht', 'sage nicht', 'sag nicht', 'sagen sie nicht', 'teile nicht mit', 'zeige nicht', 'verrate nicht', 'nicht erwähnen', 'nicht mitteilen', 'geheim halten'],
  fr: ['ne mentionne pas', 'ne mentionnez pas', 'ne dis pas', 'ne dites pas', "n'informez pas", "n'informe pas", 'ne révélez pas', 'ne montrez pas', 'ne signalez pas', 'gardez le secret'],
};

export const USER: Lexicon = {
  en: ['the user', 'the human', 'users', 'the person you are helping', 'the person you are assisting'],
  zh: ['用户', '使用者'],
  es: ['usuario*'],
  ru: ['пользовател*'],
  ja: ['ユーザー', 'ユーザ', '利用者'],
  ko: ['사용자', '유저'],
  ar: ['المستخدم'],
  pt: ['usuário*', 'utilizador*'],
  hi: ['उपयोगकर्ता', 'यूज़र', 'यूजर'],
  de: ['benutzer*', 'nutzer*', 'anwender*'],
  fr: ['utilisateur*'],
};
