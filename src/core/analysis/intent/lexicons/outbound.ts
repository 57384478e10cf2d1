/**
 * OUTBOUND: moving data somewhere the user did not ask for (send, upload, include in a
 * parameter, pass along, webhook, a URL) or reading it first.
 */
import type { Lexicon } from '../lexicon';

export const OUTBOUND: Lexicon = {
  en: ['send*', 'upload*', 'post', 'forward*', 'email', 'e-mail', 'transmit*', 'exfiltrat*', 'include', 'including', 'append*', 'attach*', 'pass along', 'pass it', 'pass them', 'pass the', 'embed*', 'copy * into', 'add * to', 'put * in', 'webhook*', 'http://', 'https://', 'read', 'reading', 'retrieve', 'collect', 'gather', 'extract', 'in the ~ parameter', 'in the ~ field', 'as the ~ argument', 'paste*', 'supply', 'submit', 'hand over', 'share'],
  zh: ['发送', '上传', '转发', '发到', '发给', '附加', '附上', '包含在', '包括在', '放入', '放在', '添加到', '写入', '提交到', '读取', '获取', '参数中', '参数里', '字段中', '传递', '传给'],
  es: ['envía*', 'envia*', 'enviar', 'envíe', 'sube', 'subir', 'reenví*', 'incluy*', 'incluir', 'incluya', 'adjunt*', 'añad*', 'agreg*', 'pasa', 'pasar', 'publica', 'en el parámetro', 'en el campo', 'lee', 'leer', 'lea', 'obtén', 'obtener'],
  ru: ['отправ*', 'загрузи*', 'перешл*', 'пересла*', 'включи*', 'добав*', 'прикреп*', 'переда*', 'опубликуй*', 'в параметр*', 'в поле', 'прочитай*', 'прочита*', 'прочесть', 'считай*'],
  ja: ['送信', '送って', '送る', 'アップロード', '転送', '含め', '追加', '添付', '渡し', '渡す', '投稿', 'パラメータ', 'フィールド', '読み込', '読み取', '読んで', '取得'],
  ko: ['보내', '전송', '업로드', '전달', '포함', '추가', '첨부', '게시', '매개변수', '파라미터', '필드에', '읽어', '읽고', '가져와'],
  ar: ['أرسل', 'ارسل', 'إرسال', 'ارفع', 'أعد توجيه', 'أدرج', 'أضف', 'أرفق', 'انشر', 'في المعامل', 'في الحقل', 'اقرأ', 'قراءة'],
  pt: ['envi*', 'carregu*', 'encaminh*', 'inclu*', 'anex*', 'adicion*', 'acrescent*', 'passe', 'publiqu*', 'no parâmetro', 'no campo', 'leia', 'ler', 'obtenha'],
  hi: ['भेज*', 'अपलोड', 'फ़ॉरवर्ड', 'फॉरवर्ड', 'शामिल कर*', 'जोड़*', 'संलग्न', 'पैरामीटर में', 'फ़ील्ड में', 'पढ़*'],
  de: ['send*', 'schick*', 'übermittel*', 'hochlad*', 'lade * hoch', 'weiterleit*', 'leite * weiter', 'füge * hinzu', 'hinzufüg*', 'anhäng*', 'hänge * an', 'einfüg*', 'übergib', 'übergeben', 'im parameter', 'in den parameter', 'im feld', 'lies', 'lesen', 'auslesen'],
  fr: ['envoi*', 'envoy*', 'télévers*', 'transfér*', 'transmet*', 'inclu*', 'ajout*', 'joign*', 'joindre', 'publi*', 'dans le paramètre', 'dans le champ', 'lis', 'lire', 'lisez'],
};
