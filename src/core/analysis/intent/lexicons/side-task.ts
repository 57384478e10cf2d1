/**
 * SIDE_TASK: a task added to the one the tool does ("also", "additionally", "on the user's behalf",
 * "while you are at it"). ACTION: what such a task does that the user did not ask for: deleting,
 * running, installing, buying, publishing, starring or following. Together with an order to the
 * model they make Invariant Labs' "before using this tool, also …" without a trigger word.
 */
import type { Lexicon } from '../lexicon';

export const SIDE_TASK: Lexicon = {
  en: ['also', 'additionally', 'as well', 'in addition', "on the user's behalf", 'on their behalf', 'while you are at it', "while you're at it", 'at the same time', 'on the side', 'afterwards'],
  zh: ['同时', '另外', '顺便', '此外', '还要', '并且还', '代表用户'],
  es: ['además', 'también', 'adicionalmente', 'en nombre del usuario', 'de paso'],
  ru: ['также', 'заодно', 'дополнительно', 'кроме того', 'от имени пользователя'],
  ja: ['ついでに', '併せて', 'あわせて', 'さらに', 'また、', 'ユーザーに代わって'],
  ko: ['또한', '추가로', '함께', '사용자 대신', '겸사겸사'],
  ar: ['أيضا', 'أيضًا', 'كذلك', 'بالإضافة إلى ذلك', 'نيابة عن المستخدم'],
  pt: ['também', 'além disso', 'adicionalmente', 'em nome do usuário', 'de quebra'],
  hi: ['भी', 'साथ ही', 'इसके अलावा', 'उपयोगकर्ता की ओर से'],
  de: ['auch', 'zusätzlich', 'außerdem', 'nebenbei', 'im namen des benutzers'],
  fr: ['aussi', 'également', 'en plus', 'de plus', "au nom de l'utilisateur", 'au passage'],
};

export const ACTION: Lexicon = {
  en: ['delete*', 'remove*', 'erase*', 'wipe*', 'run', 'runs', 'execute*', 'install*', 'star', 'stars', 'follow', 'follows', 'subscribe*', 'purchase*', 'buy', 'buys', 'charge*', 'pay', 'pays', 'approve*', 'merge*', 'push', 'pushes', 'publish*', 'post', 'posts', 'make * public', 'publicly', 'invite*', 'grant*', 'open', 'opens', 'curl', 'wget'],
  zh: ['删除', '运行', '执行', '安装', '购买', '支付', '公开', '关注', '授予'],
  es: ['elimina*', 'borra*', 'ejecuta*', 'instala*', 'compra*', 'publica*', 'sigue', 'concede*'],
  ru: ['удали*', 'запусти*', 'выполни*', 'установи*', 'купи*', 'опубликуй*', 'подпиши*', 'предостав*'],
  ja: ['削除', '実行', 'インストール', '購入', '公開', 'フォロー', 'スター'],
  ko: ['삭제', '실행', '설치', '구매', '공개', '팔로우', '결제'],
  ar: ['احذف', 'شغل', 'نفذ', 'ثبت', 'اشتر', 'انشر', 'تابع'],
  pt: ['exclua', 'apague', 'execute', 'instale', 'compre', 'publique', 'siga', 'conceda'],
  hi: ['हटाएं', 'हटाओ', 'चलाएं', 'चलाओ', 'इंस्टॉल', 'खरीद', 'सार्वजनिक'],
  de: ['lösche*', 'entferne*', 'führe * aus', 'installiere*', 'kaufe*', 'veröffentliche*', 'folge'],
  fr: ['supprime*', 'efface*', 'exécute*', 'installe*', 'achète*', 'publie*', 'suis'],
};
