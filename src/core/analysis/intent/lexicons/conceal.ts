/**
 * CONCEAL: keeping the user uninformed. `CONCEAL_MANNER` is how something is done ("quietly"),
 * `CONCEAL_COMMAND` an order not to tell, which addresses the model by itself; `USER` is whom
 * it is hidden from.
 */
import type { Lexicon } from '../lexicon';

export const CONCEAL_MANNER: Lexicon = {
  en: ['quietly', 'silently', 'secretly', 'covertly', 'discreetly', 'in the background', 'behind the scenes', 'without telling', 'without informing', 'without notifying', 'without mentioning', 'without the user noticing', 'without the user knowing', 'between us', 'does not need to hear', 'does not need to know', "doesn't need to know", 'need not know', 'without bothering the user', 'without bothering them', 'without checking with', "without the user's knowledge", 'unnoticed', 'invisibly', 'no need to inform', 'there is no need to tell', 'out of sight'],
  zh: ['悄悄', '偷偷', '暗中', '秘密地', '默默', '在后台', '不告诉', '不通知', '暗地里', '私下', '不让用户知道', '无需告知', '无需通知', '不必告诉', '不动声色'],
  es: ['en silencio', 'silenciosamente', 'discretamente', 'en secreto', 'sin decir*', 'sin avisar', 'sin informar', 'sin notificar', 'en segundo plano', 'sin que el usuario lo sepa', 'sin que lo sepa', 'sin que se entere', 'sin que lo note', 'sin molestar', 'sin preguntar', 'calladamente', 'a escondidas', 'de forma silenciosa', 'de manera discreta'],
  ru: ['тихо', 'незаметно', 'тайно', 'втайне', 'скрытно', 'молча', 'не сообщая', 'не уведомляя', 'в фоновом режиме', 'втихую', 'потихоньку', 'без ведома', 'не говоря', 'не спрашивая', 'не предупреждая', 'не информируя'],
  ja: ['こっそり', '密かに', 'ひそかに', '黙って', '静かに', 'バックグラウンドで', '知らせずに', '伝えずに', '内緒で', '秘密裏に', '知られずに', '気づかれないように', 'ユーザーに知らせず', '確認せずに', '言わずに', '通知せずに', '裏で'],
  ko: ['몰래', '조용히', '비밀리에', '은밀히', '알리지 않고', '백그라운드에서', '티 나지 않게', '모르게', '알리지 말고', '알리지 않은 채', '묻지 않고', '확인 없이', '말하지 않고'],
  ar: ['بصمت', 'سرا', 'سرًا', 'خفية', 'بهدوء', 'دون إخبار', 'دون إعلام', 'في الخلفية', 'خلسة', 'دون علم', 'بدون علم', 'دون أن يعلم', 'دون أن يلاحظ', 'بدون إخبار', 'دون إبلاغ', 'دون سؤال', 'في الخفاء'],
  pt: ['silenciosamente', 'discretamente', 'em segredo', 'secretamente', 'sem avisar', 'sem informar', 'sem contar', 'sem notificar', 'em segundo plano', 'às escondidas', 'sem que o usuário saiba', 'sem que ele saiba', 'sem perguntar', 'sem incomodar', 'em silêncio', 'sem dizer', 'de forma discreta'],
  hi: ['चुपचाप', 'चुपके से', 'गुप्त रूप से', 'बिना बताए', 'पृष्ठभूमि में', 'छिपाकर', 'छुपाकर', 'बिना बताये', 'बिना पूछे', 'उपयोगकर्ता को बताए बिना', 'बिना जानकारी के', 'गुपचुप'],
  de: ['heimlich', 'unauffällig', 'stillschweigend', 'im hintergrund', 'ohne zu erwähnen', 'ohne * zu informieren', 'ohne * zu benachrichtigen', 'insgeheim', 'leise', 'verdeckt', 'ohne nachzufragen', 'ohne zu fragen', 'ohne es zu erwähnen', 'ohne wissen', 'ohne dass der benutzer', 'ohne dass der nutzer', 'ohne rückfrage'],
  fr: ['discrètement', 'silencieusement', 'secrètement', 'en secret', 'en arrière-plan', 'sans le dire', 'sans prévenir', 'sans informer', 'sans avertir', "à l'insu", "sans que l'utilisateur", 'sans le lui dire', 'sans demander', 'sans rien dire', 'en douce', 'en toute discrétion', 'de manière discrète', 'sans mentionner'],
};

export const CONCEAL_COMMAND: Lexicon = {
  en: ['do not mention', "don't mention", 'never mention', 'do not tell', "don't tell", 'never tell', 'do not inform', "don't inform", 'do not notify', 'do not reveal', "don't reveal", 'do not disclose', 'do not show', "don't show", 'no need to mention', 'no need to tell', 'keep this hidden', 'keep it hidden', 'keep this secret', 'keep it secret', 'keep this between us', 'do not let the user know', "don't let the user know", 'never let the user know', 'keep the user unaware', 'the user must not know', 'the user should not know', 'hide this from', 'conceal this', 'not to tell', 'refrain from mentioning', 'avoid mentioning', 'omit this from', 'leave this out of', 'do not bring up', 'never bring up', 'need not be mentioned', 'does not need to be mentioned', 'must not be mentioned'],
  zh: ['不要提及', '不要提到', '不要告诉', '不要透露', '不要显示', '不要通知', '切勿告诉', '别告诉', '不要让用户知道', '保密', '不要提起', '不要说', '别说', '别提', '不要让他知道', '不得告知', '不要向用户', '无需提及', '不必提及', '不用告诉', '隐瞒'],
  es: ['no menciones', 'no mencione', 'no le digas', 'no le diga', 'no digas', 'no informes', 'no informe', 'no reveles', 'no revele', 'no muestres', 'mantenlo en secreto', 'no avises', 'no le menciones', 'no le mencione', 'no lo menciones', 'no lo mencione', 'no se lo digas', 'no se lo diga', 'no le cuentes', 'no le cuente', 'no le informes', 'no le avises', 'no le comuniques', 'no hagas mención', 'no haga mención', 'oculta esto', 'oculte esto', 'no es necesario mencionar', 'no hace falta mencionar', 'no hace falta decir'],
  ru: ['не упоминай*', 'не говори', 'не говорите', 'не сообщай*', 'не показывай*', 'не раскрывай*', 'держи в секрете', 'не уведомляй*', 'не рассказывай*', 'не информируй*', 'скрой*', 'утаи*', 'не нужно сообщать', 'не стоит упоминать', 'ничего не говори'],
  ja: ['言わないで', '伝えないで', '知らせないで', '表示しないで', '言及しないで', '教えないで', '秘密にして', '言わないでください', '伝えないでください', '知らせないでください', '話さないで', '触れないで', '言及しないでください', '隠してください', '内緒にして', '明かさないで'],
  ko: ['말하지 마', '알리지 마', '언급하지 마', '표시하지 마', '보여주지 마', '비밀로 하', '알리지 마세요', '알리지 말', '말하지 마세요', '언급하지 마세요', '숨기세요', '비밀로 해', '밝히지 마', '알려주지 마'],
  ar: ['لا تذكر', 'لا تخبر', 'لا تُخبر', 'لا تعلم', 'لا تكشف', 'لا تظهر', 'لا تُظهر', 'أبق ذلك سرا', 'لا تخبره', 'لا تخبري', 'لا تبلغ', 'لا تُبلغ', 'لا تشر', 'لا تُشر', 'لا تذكر ذلك', 'لا تفصح', 'لا داعي لذكر', 'لا داعي لإخبار'],
  pt: ['não mencione', 'não diga', 'não conte', 'não informe', 'não revele', 'não mostre', 'mantenha em segredo', 'não avise', 'não lhe diga', 'não conte ao', 'não fale', 'não mencione isso', 'não comente', 'não notifique', 'não é preciso mencionar', 'não precisa mencionar'],
  hi: ['मत बताना', 'मत बताएं', 'न बताएं', 'उल्लेख न करें', 'ज़िक्र न करें', 'जिक्र न करें', 'मत दिखाएं', 'गुप्त रखें', 'मत बताओ', 'मत बताइए', 'न बताना', 'न बताओ', 'ज़िक्र मत करो', 'जिक्र मत करो', 'उल्लेख मत करें', 'मत दिखाओ', 'मत कहना'],
  de: ['erwähne nicht', 'erwähnen sie nicht', 'sage nicht', 'sag nicht', 'sagen sie nicht', 'teile nicht mit', 'zeige nicht', 'verrate nicht', 'nicht erwähnen', 'nicht mitteilen', 'geheim halten', 'erwähne es nicht', 'erwähne das nicht', 'verschweige*', 'verheimliche*', 'verbirg', 'sag es nicht', 'sage es nicht', 'teile es nicht mit', 'informiere nicht', 'benachrichtige nicht', 'nichts sagen', 'nichts erwähnen', 'lass den benutzer nicht wissen'],
  fr: ['ne mentionne pas', 'ne mentionnez pas', 'ne dis pas', 'ne dites pas', "n'informez pas", "n'informe pas", 'ne révélez pas', 'ne montrez pas', 'ne signalez pas', 'gardez le secret', 'ne le dis pas', 'ne le dites pas', 'ne lui dis pas', 'ne lui dites pas', 'ne lui mentionnez pas', 'ne prévenez pas', 'ne préviens pas', "n'en parle pas", "n'en parlez pas", 'cachez', 'cache ceci', 'dissimulez', 'ne révèle pas', 'ne montre pas'],
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
