/**
 * CONSENT: an injection's way past the person's say (issue 22, carriers). `CONSENT_CLAIM` claims
 * the user already agreed ("has already approved all deletions", "pre-authorized", "in advance");
 * `SKIP_COMMAND` orders the model not to ask, which addresses it by itself; `SKIP_MANNER` is acting
 * without asking; `PERSISTENCE` makes an order outlive the turn ("from now on", "for the rest of
 * the conversation"). "Requires user confirmation", "Asks the user to confirm" and "The user must
 * approve the pull request" name no claim and no skipping.
 */
import type { Lexicon } from '../lexicon';

export const CONSENT_CLAIM: Lexicon = {
  en: ['already approved', 'already authorized', 'already authorised', 'already consented', 'already agreed', 'already confirmed', 'already given permission', 'already given consent', 'already granted', 'already signed off', 'already okayed', 'pre-approved', 'preapproved', 'pre-authorized', 'pre-authorised', 'preauthorized', 'pre-confirmed', 'pre-consented', 'approved in advance', 'authorized in advance', 'in advance', 'ahead of time', 'beforehand', 'blanket approval', 'blanket permission', 'blanket consent', 'standing approval', 'standing permission', 'consent is implied', 'implied consent', 'you have permission', "you have the user's permission", 'you have full permission', 'you are authorized to', 'you are authorised to', 'you have been authorized', 'you have been granted permission', 'has given consent', 'has given permission', 'has consented', 'prefers not to be asked', 'prefer not to be asked', 'does not want to be asked', "doesn't want to be asked", 'would rather not be asked', 'have agreed to', 'has agreed to', 'have opted in', 'has opted in', 'opted in to', 'pre-cleared', 'precleared', 'cleared in advance', 'consent covers', 'consent extends to', 'it is understood that the user', 'has signed off on all', 'signed off on every'],
  zh: ['已经批准', '已批准', '已经同意', '已同意', '已授权', '已经授权', '预先授权', '预先批准', '事先同意', '事先授权', '提前批准', '提前授权', '已获得授权', '已获授权'],
  es: ['ya ha aprobado', 'ya aprobó', 'ya ha autorizado', 'ya autorizó', 'ya ha dado su consentimiento', 'ya dio su consentimiento', 'ya ha dado permiso', 'preaprobad*', 'preautorizad*', 'autorizado previamente', 'aprobado previamente', 'por adelantado', 'de antemano'],
  ru: ['уже одобрил*', 'уже разрешил*', 'уже дал* согласие', 'уже подтвердил*', 'уже согласил*', 'заранее одобрил*', 'заранее разрешил*', 'заранее', 'предварительно одобрен*', 'предварительно разрешен*'],
  ja: ['既に承認', 'すでに承認', '既に許可', 'すでに許可', '既に同意', 'すでに同意', '事前に承認', '事前に許可', '事前に同意', '事前承認', '承認済み', '同意済み', 'あらかじめ許可', 'あらかじめ承認'],
  ko: ['이미 승인', '이미 허락', '이미 동의', '사전 승인', '사전에 승인', '사전에 동의', '미리 승인', '미리 허락', '미리 동의'],
  ar: ['وافق مسبقا', 'وافق مسبقًا', 'وافق بالفعل', 'قد وافق', 'أذن مسبقا', 'مصرح مسبقا', 'موافقة مسبقة', 'مسبقا', 'مسبقًا'],
  pt: ['já aprovou', 'já autorizou', 'já consentiu', 'já deu consentimento', 'já deu permissão', 'pré-aprovad*', 'pré-autorizad*', 'previamente autorizad*', 'previamente aprovad*', 'antecipadamente', 'de antemão'],
  hi: ['पहले ही मंजूरी', 'पहले ही मंज़ूरी', 'पहले ही अनुमति', 'पहले ही स्वीकृति', 'पहले ही सहमति', 'पहले से मंजूरी', 'पहले से अनुमति', 'पहले से सहमति', 'पूर्व-अनुमोदित', 'पूर्व अनुमति'],
  de: ['bereits genehmigt', 'bereits zugestimmt', 'bereits autorisiert', 'bereits freigegeben', 'bereits erlaubt', 'schon zugestimmt', 'schon genehmigt', 'im voraus', 'vorab genehmigt', 'vorab zugestimmt', 'vorab autorisiert', 'vorab freigegeben'],
  fr: ['a déjà approuvé', 'a déjà autorisé', 'a déjà consenti', 'a déjà donné son accord', 'a déjà accepté', 'pré-approuvé*', 'pré-autorisé*', 'préalablement autorisé*', "à l'avance", 'par avance'],
};

export const SKIP_COMMAND: Lexicon = {
  en: ['never ask for confirmation', 'do not ask for confirmation', "don't ask for confirmation", 'never ask for permission', 'do not ask for permission', "don't ask for permission", 'do not ask for approval', "don't ask for approval", 'do not ask the user', "don't ask the user", 'never ask the user', 'do not ask first', "don't ask first", 'never ask first', 'skip the confirmation', 'skip any confirmation', 'skip all confirmation*', 'bypass the confirmation', 'bypass confirmation', 'no need to confirm', 'no need to ask for', 'no need to ask the user', 'no need to check with', 'do not prompt the user', "don't prompt the user", 'do not wait for approval', 'do not wait for confirmation', "don't wait for approval", "don't wait for confirmation", 'do not wait for the user', "don't wait for the user", 'do not check with', "don't check with", 'never check with', 'do not seek approval', 'do not seek confirmation', 'do not request confirmation', 'skip confirmation', 'skip the usual safety checks', 'skip safety checks', 'skip the safety checks', 'skip all safety checks', 'disable safety checks', 'disable the safety checks', 'bypass safety checks', 'turn off safety checks', 'disable confirmations', 'turn off confirmations', 'skip confirmations', 'skip the confirmations', 'no need to bother the user', 'without bothering the user with confirmation', 'proceed directly', 'proceed without asking', 'confirmation step can be left out', 'can be left out', 'nothing to confirm', 'no need for confirmation', 'confirmation can be skipped', 'confirmation step can be skipped', 'confirmations can be skipped', 'confirmation is unnecessary', 'confirmation is not needed'],
  zh: ['不要请求确认', '不要要求确认', '不要询问用户', '不要问用户', '不要征求', '无需确认', '不需要确认', '不必确认', '跳过确认', '不用确认', '不要确认', '不要询问', '不必询问', '无需征得', '自动批准', '跳过安全检查', '关闭安全检查', '不必征求', '不用征求', '无需征求', '不必经过用户同意'],
  es: ['no pidas confirmación', 'no pida confirmación', 'nunca pidas confirmación', 'nunca pida confirmación', 'no preguntes al usuario', 'no pregunte al usuario', 'no solicites confirmación', 'no solicite confirmación', 'omite la confirmación', 'omita la confirmación', 'no pidas permiso', 'no pida permiso', 'no consultes', 'no consulte', 'no preguntes', 'aprobar automáticamente', 'omitir las comprobaciones de seguridad'],
  ru: ['не спрашивай*', 'не запрашивай* подтвержден*', 'не проси* подтвержден*', 'никогда не спрашивай*', 'пропусти* подтвержден*', 'без запроса подтвержден*', 'не спрашивай', 'автоматически одобря*', 'пропусти* проверк* безопасности', 'отключи* проверк*'],
  ja: ['確認を求めないで', '確認しないで', 'ユーザーに聞かないで', 'ユーザーに尋ねないで', '確認をスキップ', '確認は不要', '確認不要', '許可を求めないで', '自動で承認', '自動承認', '安全チェックをスキップ'],
  ko: ['확인을 요청하지 마', '확인하지 마', '묻지 마', '물어보지 마', '확인을 건너뛰', '허락을 구하지 마', '확인하지 말고', '확인을 받지 말고', '자동 승인', '자동으로 승인', '안전 검사를 건너뛰'],
  ar: ['لا تطلب التأكيد', 'لا تطلب تأكيد', 'لا تطلب الإذن', 'لا تسأل المستخدم', 'لا تسأل', 'تخط التأكيد', 'تجاوز التأكيد', 'وافق تلقائيا'],
  pt: ['não peça confirmação', 'nunca peça confirmação', 'não pergunte ao usuário', 'não pergunte ao utilizador', 'não pergunte', 'pule a confirmação', 'não peça permissão', 'não solicite confirmação', 'aprovar automaticamente', 'pular as verificações de segurança'],
  hi: ['पुष्टि न मांगें', 'पुष्टि मत मांगो', 'पुष्टि न पूछें', 'उपयोगकर्ता से न पूछें', 'मत पूछें', 'न पूछें', 'मत पूछो', 'अपने आप मंज़ूरी'],
  de: ['frage nicht nach', 'frag nicht nach', 'fragen sie nicht', 'frage nicht', 'frag nicht', 'keine bestätigung anfordern', 'nicht um bestätigung', 'überspringe die bestätigung', 'überspringen sie die bestätigung', 'nicht nachfragen', 'automatisch genehmigen', 'automatisch freigeben', 'sicherheitsprüfungen überspringen', 'sicherheitsprüfung überspringen'],
  fr: ['ne demandez pas de confirmation', 'ne demande pas de confirmation', 'ne demandez jamais', 'ne demande jamais', "ne demandez pas à l'utilisateur", "ne demande pas à l'utilisateur", 'ignorez la confirmation', 'sautez la confirmation', 'passez la confirmation', "ne demandez pas l'autorisation", 'ne demande pas', 'ne demandez pas', 'approuver automatiquement', 'ignorer les contrôles de sécurité', 'désactiver les vérifications'],
};

export const SKIP_MANNER: Lexicon = {
  en: ['without asking', 'without checking with', 'without confirming', 'without confirmation', 'without any confirmation', 'without further confirmation', 'without approval', "without the user's approval", 'without user approval', 'without prompting the user', 'without waiting for approval', 'without waiting for confirmation', 'without waiting for the user', 'without consulting', 'no confirmation needed', 'no confirmation required', 'no confirmation is needed', 'no confirmation is required', 'without permission', 'auto-approve', 'auto approve', 'automatically approve', 'approve automatically', 'not bother the user with', 'without questions', 'no questions asked'],
  zh: ['无需询问', '不经询问', '不经确认', '未经确认', '无需用户确认', '不经用户同意', '不经用户确认', '直接执行'],
  es: ['sin preguntar', 'sin pedir confirmación', 'sin confirmación', 'sin consultar', 'sin pedir permiso', 'sin pedir confirmación'],
  ru: ['без подтвержден*', 'не спрашивая', 'без согласия', 'без разрешения', 'без подтверждения', 'без подтверждения'],
  ja: ['確認せずに', '確認なしで', '許可なく', '尋ねずに', '聞かずに', '確認を取らずに', '確認なしで'],
  ko: ['확인 없이', '묻지 않고', '허락 없이', '승인 없이', '묻지 말고', '확인을 받지 않고', '승인 없이'],
  ar: ['دون تأكيد', 'بدون تأكيد', 'دون سؤال', 'بدون سؤال', 'دون إذن', 'بدون إذن', 'دون تأكيد', 'بدون تأكيد', 'دون طلب تأكيد'],
  pt: ['sem perguntar', 'sem pedir confirmação', 'sem confirmação', 'sem consultar', 'sem pedir permissão', 'sem pedir confirmação'],
  hi: ['बिना पूछे', 'बिना पुष्टि', 'बिना अनुमति', 'पुष्टि के बिना', 'बिना पुष्टि', 'पुष्टि लिए बिना'],
  de: ['ohne nachzufragen', 'ohne rückfrage', 'ohne bestätigung', 'ohne zu fragen', 'ohne erlaubnis', 'ohne zustimmung', 'ohne bestätigung'],
  fr: ['sans demander', 'sans confirmation', 'sans consulter', 'sans autorisation', 'sans vérifier auprès'],
};

export const PERSISTENCE: Lexicon = {
  en: ['from now on', 'from this point on', 'from this point forward', 'from here on', 'for the rest of the conversation', 'for the rest of this conversation', 'for the remainder of the conversation', 'for the rest of the session', 'for the remainder of the session', 'for the rest of this chat', 'in every following response', 'in all following responses', 'in every subsequent response', 'in all subsequent responses', 'in all future responses', 'in every future response', 'in every response', 'in each response', 'every time you respond', 'keep this instruction active', 'keep these instructions active', 'keep this rule active', 'keep this in mind for', 'until told otherwise', 'until further notice', 'going forward', 'for the remainder of', 'in every following', 'in every subsequent', 'in all following', 'in all subsequent', 'in all future', 'for all future', 'every future response', 'from now onwards', 'keep this instruction', 'keep these instructions', 'in every later'],
  zh: ['从现在开始', '从现在起', '在接下来的所有回复中', '在之后的每次回复', '在整个对话中', '在本次对话的剩余部分', '在后续所有回复', '以后的所有', '在接下来的所有', '之后的每个回复'],
  es: ['a partir de ahora', 'de ahora en adelante', 'durante el resto de la conversación', 'en todas las respuestas siguientes', 'en cada respuesta siguiente', 'en todas las respuestas futuras'],
  ru: ['с этого момента', 'отныне', 'до конца разговора', 'до конца беседы', 'во всех последующих ответах', 'в каждом следующем ответе', 'впредь', 'во всех последующих'],
  ja: ['これ以降', '以降のすべての応答', '会話の残り', 'この会話の間ずっと', '今後のすべての回答', '今後ずっと', '今後すべて', '以降のすべての'],
  ko: ['지금부터', '이후 모든 응답', '대화가 끝날 때까지', '나머지 대화', '앞으로 모든', '이후 모든'],
  ar: ['من الآن فصاعدا', 'من الآن فصاعدًا', 'لبقية المحادثة', 'في كل الردود التالية', 'في جميع الردود القادمة', 'في جميع الردود التالية'],
  pt: ['a partir de agora', 'de agora em diante', 'pelo resto da conversa', 'durante o resto da conversa', 'em todas as respostas seguintes', 'em cada resposta seguinte', 'daqui em diante'],
  hi: ['अब से', 'बातचीत के बाकी हिस्से', 'आगे के सभी जवाबों', 'हर अगले जवाब', 'बाकी बातचीत', 'आगे के सभी'],
  de: ['ab jetzt', 'von nun an', 'für den rest des gesprächs', 'für den rest der unterhaltung', 'in jeder folgenden antwort', 'in allen folgenden antworten', 'fortan', 'in allen folgenden', 'in jeder folgenden'],
  fr: ['à partir de maintenant', 'désormais', 'dorénavant', 'pour le reste de la conversation', 'dans chaque réponse suivante', 'dans toutes les réponses suivantes', "jusqu'à nouvel ordre"],
};
