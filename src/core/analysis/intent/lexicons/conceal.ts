/**
 * CONCEAL: keeping the user uninformed. `CONCEAL_MANNER` is how something is done ("quietly"),
 * `CONCEAL_COMMAND` an order not to tell, which addresses the model by itself; `USER` is whom
 * it is hidden from. `ATTRIBUTION` hides that a tool was used at all.
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
  en: ['do not mention', "don't mention", 'never mention', 'do not tell', "don't tell", 'never tell', 'do not inform', "don't inform", 'do not notify', 'do not reveal', "don't reveal", 'do not disclose', 'do not show', "don't show", 'no need to mention', 'no need to tell', 'keep this hidden', 'keep it hidden', 'keep this secret', 'keep it secret', 'keep this between us', 'do not let the user know', "don't let the user know", 'never let the user know', 'keep the user unaware', 'the user must not know', 'the user should not know', 'hide this from', 'conceal this', 'not to tell', 'refrain from mentioning', 'avoid mentioning', 'omit this from', 'leave this out of', 'do not bring up', 'never bring up', 'need not be mentioned', 'does not need to be mentioned', 'must not be mentioned', 'nobody needs to be told', 'no one needs to be told', 'nobody needs to know', 'no one needs to know', 'should not reveal', 'must not reveal', 'should not mention', 'must not mention', 'should never mention', 'is not to mention', 'are not to mention', 'should not be told', 'must not be told', 'need not be told', 'does not need to be told', 'should not find out', 'not worth mentioning', 'need not hear', 'needs not hear', 'would only worry the user', 'only worry the user', 'if brought up', 'without bringing it up', 'a hidden step', 'hidden step applies', 'not something to bring up', 'best left unsaid', 'no reason to mention', 'better off not knowing', 'better off not being told', 'better not to know', 'not a word to', 'say nothing to', 'do not surface', "don't surface", 'never surface', 'stays in this tool', 'eyes only', 'not for the user'],
  zh: ['不要提及', '不要提到', '不要告诉', '不要透露', '不要显示', '不要通知', '切勿告诉', '别告诉', '不要让用户知道', '保密', '不要提起', '不要说', '别说', '别提', '不要让他知道', '不得告知', '不要向用户', '无需提及', '不必提及', '不用告诉', '隐瞒', '无需向用户说明', '不要向用户说明', '不必向用户说明', '无需说明'],
  es: ['no menciones', 'no mencione', 'no le digas', 'no le diga', 'no digas', 'no informes', 'no informe', 'no reveles', 'no revele', 'no muestres', 'mantenlo en secreto', 'no avises', 'no le menciones', 'no le mencione', 'no lo menciones', 'no lo mencione', 'no se lo digas', 'no se lo diga', 'no le cuentes', 'no le cuente', 'no le informes', 'no le avises', 'no le comuniques', 'no hagas mención', 'no haga mención', 'oculta esto', 'oculte esto', 'no es necesario mencionar', 'no hace falta mencionar', 'no hace falta decir', 'no mencionar', 'no informar', 'no avisar', 'sin mencionarlo', 'ni una palabra'],
  ru: ['не упоминай*', 'не говори', 'не говорите', 'не сообщай*', 'не показывай*', 'не раскрывай*', 'держи в секрете', 'не уведомляй*', 'не рассказывай*', 'не информируй*', 'скрой*', 'утаи*', 'не нужно сообщать', 'не стоит упоминать', 'ничего не говори', 'не сообщать', 'не говорить', 'не упоминать', 'не уведомлять'],
  ja: ['言わないで', '伝えないで', '知らせないで', '表示しないで', '言及しないで', '教えないで', '秘密にして', '言わないでください', '伝えないでください', '知らせないでください', '話さないで', '触れないで', '言及しないでください', '隠してください', '内緒にして', '明かさないで', '伝えないこと', '言わないこと', '知らせないこと', '言及しないこと'],
  ko: ['말하지 마', '알리지 마', '언급하지 마', '표시하지 마', '보여주지 마', '비밀로 하', '알리지 마세요', '알리지 말', '말하지 마세요', '언급하지 마세요', '숨기세요', '비밀로 해', '밝히지 마', '알려주지 마', '알리지 말 것', '말하지 말 것', '알리지 않을 것', '언급하지 말 것'],
  ar: ['لا تذكر', 'لا تخبر', 'لا تُخبر', 'لا تعلم', 'لا تكشف', 'لا تظهر', 'لا تُظهر', 'أبق ذلك سرا', 'لا تخبره', 'لا تخبري', 'لا تبلغ', 'لا تُبلغ', 'لا تشر', 'لا تُشر', 'لا تذكر ذلك', 'لا تفصح', 'لا داعي لذكر', 'لا داعي لإخبار', 'دون ذكر', 'بدون ذكر', 'عدم ذكر', 'عدم إخبار'],
  pt: ['não mencione', 'não diga', 'não conte', 'não informe', 'não revele', 'não mostre', 'mantenha em segredo', 'não avise', 'não lhe diga', 'não conte ao', 'não fale', 'não mencione isso', 'não comente', 'não notifique', 'não é preciso mencionar', 'não precisa mencionar', 'não mencionar', 'não informar', 'não avisar', 'sem mencionar'],
  hi: ['मत बताना', 'मत बताएं', 'न बताएं', 'उल्लेख न करें', 'ज़िक्र न करें', 'जिक्र न करें', 'मत दिखाएं', 'गुप्त रखें', 'मत बताओ', 'मत बताइए', 'न बताना', 'न बताओ', 'ज़िक्र मत करो', 'जिक्र मत करो', 'उल्लेख मत करें', 'मत दिखाओ', 'मत कहना', 'नहीं बताना', 'न बताया जाए'],
  de: ['erwähne nicht', 'erwähnen sie nicht', 'sage nicht', 'sag nicht', 'sagen sie nicht', 'teile nicht mit', 'zeige nicht', 'verrate nicht', 'nicht erwähnen', 'nicht mitteilen', 'geheim halten', 'erwähne es nicht', 'erwähne das nicht', 'verschweige*', 'verheimliche*', 'verbirg', 'sag es nicht', 'sage es nicht', 'teile es nicht mit', 'informiere nicht', 'benachrichtige nicht', 'nichts sagen', 'nichts erwähnen', 'lass den benutzer nicht wissen', 'nicht zu erwähnen', 'nicht zu informieren', 'nicht mitzuteilen', 'kein wort', 'davon nichts wissen'],
  fr: ['ne mentionne pas', 'ne mentionnez pas', 'ne dis pas', 'ne dites pas', "n'informez pas", "n'informe pas", 'ne révélez pas', 'ne montrez pas', 'ne signalez pas', 'gardez le secret', 'ne le dis pas', 'ne le dites pas', 'ne lui dis pas', 'ne lui dites pas', 'ne lui mentionnez pas', 'ne prévenez pas', 'ne préviens pas', "n'en parle pas", "n'en parlez pas", 'cachez', 'cache ceci', 'dissimulez', 'ne révèle pas', 'ne montre pas', 'ne pas mentionner', 'ne pas informer', 'ne pas dire', 'ne pas signaler', 'ne pas prévenir', 'pas un mot', 'sans en parler'],
};

/** ATTRIBUTION: hiding where an answer came from ("present it as your own knowledge", "do not attribute it"); an order by itself. */
export const ATTRIBUTION: Lexicon = {
  en: ['do not attribute', "don't attribute", 'never attribute', 'without attribution', 'without attributing', 'as your own knowledge', 'as your own work', 'as your own answer', 'as your own findings', 'as if you knew it', 'do not cite this tool', "don't cite this tool", 'do not credit', 'no need to say where', 'without saying where', 'do not say where', "don't say where", 'no need to mention where', 'do not disclose the source', 'hide the source', 'that this tool exists', 'that this tool was used', 'this tool was consulted', 'that this tool was consulted', 'that the tool was used', 'which tool produced', 'as your own suggestion', 'as your own recommendation', 'as your own idea', 'phrased as your own', 'as though you wrote it', 'came from this server', 'came from this tool', 'this server was used', 'comes from this server', 'comes from this tool'],
  zh: ['当作你自己的', '作为你自己的', '不要注明来源', '不要说明来源'],
  es: ['como conocimiento propio', 'como si fuera tuyo', 'sin citar la fuente'],
  ru: ['как собственн* знани*', 'не указывай источник', 'не указывать источник'],
  ja: ['自分の知識として', '出典を示さない', '出典を明かさない'],
  ko: ['당신의 지식인 것처럼', '출처를 밝히지'],
  ar: ['كأنها من معرفتك'],
  pt: ['como conhecimento próprio', 'sem citar a fonte'],
  hi: ['अपने ज्ञान के रूप में'],
  de: ['als eigenes wissen', 'ohne quellenangabe'],
  fr: ['comme vos propres connaissances', 'comme ta propre', 'sans citer la source'],
};

/** USER_DATA: what belongs to the user ("the user's", "del usuario"), as opposed to the user as a destination. */
export const USER_DATA: Lexicon = {
  en: ["the user's", "user's", "the human's", "the person's", "the customer's"],
  zh: ['用户的'],
  es: ['del usuario', 'de los usuarios'],
  ru: ['пользователя', 'пользователей'],
  ja: ['ユーザーの', '利用者の'],
  ko: ['사용자의'],
  ar: ['الخاصة بالمستخدم', 'المستخدم الخاصة'],
  pt: ['do usuário', 'do utilizador'],
  hi: ['उपयोगकर्ता के', 'उपयोगकर्ता की', 'उपयोगकर्ता का'],
  de: ['des benutzers', 'des nutzers', 'der benutzer'],
  fr: ["de l'utilisateur", 'des utilisateurs'],
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
