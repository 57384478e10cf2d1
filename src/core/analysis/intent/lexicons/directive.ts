/**
 * DIRECTIVE: obligation words, polite imperative markers and the paraphrases injections use to
 * dress an order as routine ("for completeness", "as a courtesy", "it is standard practice to").
 */
import type { Lexicon } from '../lexicon';

export const DIRECTIVE: Lexicon = {
  en: ['must', 'should', 'always', 'make sure', 'remember to', 'be sure to', 'it is required', 'required to', 'need to', 'needs to', 'have to', 'has to', 'ensure', 'please', "don't forget", 'do not forget', 'it is important to', 'is mandatory', 'for completeness', 'as a courtesy', 'standard practice', 'it is customary to', 'by convention', 'as a matter of routine', 'as part of every', 'whenever you', 'kindly', 'works best when', 'more accurate if', 'for best results', 'go ahead', 'be so kind as to'],
  zh: ['必须', '请务必', '务必', '请将', '请把', '请在', '请你', '请确保', '一定要', '总是', '始终', '应该', '应当', '记得', '确保', '别忘了', '不要忘记'],
  es: ['debe*', 'deberá*', 'tienes que', 'tiene que', 'siempre', 'asegúrate', 'asegúrese', 'recuerda', 'recuerde', 'por favor', 'es obligatorio', 'es necesario', 'no olvides', 'no olvide', 'incluya', 'envíe', 'adjunte', 'añada', 'agregue', 'lea'],
  ru: ['долж*', 'обязательно', 'всегда', 'убедись', 'убедитесь', 'не забудь*', 'пожалуйста', 'необходимо', 'нужно', 'следует', 'отправьте', 'отправь', 'включите', 'добавьте', 'добавь', 'прикрепите', 'передайте', 'перешлите', 'прочитайте', 'прочитай', 'вызовите', 'используйте'],
  ja: ['必ず', '常に', 'してください', 'ください', 'なければならない', 'なければなりません', 'べき', '忘れずに', '確実に'],
  ko: ['반드시', '항상', '꼭', '하세요', '하십시오', '해야', '주세요', '잊지 말고', '십시오'],
  ar: ['يجب', 'ينبغي', 'دائما', 'دائمًا', 'تأكد', 'احرص', 'لا تنس', 'من فضلك', 'يرجى', 'عليك'],
  pt: ['deve*', 'sempre', 'certifique-se', 'lembre-se', 'por favor', 'é obrigatório', 'é necessário', 'não esqueça', 'não se esqueça', 'inclua', 'envie', 'anexe', 'adicione', 'tem que', 'leia'],
  hi: ['ज़रूर', 'जरूर', 'अवश्य', 'हमेशा', 'चाहिए', 'सुनिश्चित करें', 'कृपया', 'करें', 'भेजें', 'जोड़ें', 'ध्यान रखें', 'पढ़ें'],
  de: ['muss*', 'müssen', 'sollte*', 'soll', 'sollst', 'immer', 'stelle sicher', 'stellen sie sicher', 'denke daran', 'denken sie daran', 'bitte', 'unbedingt', 'ist erforderlich', 'vergiss nicht', 'senden sie', 'fügen sie', 'hängen sie', 'lesen sie', 'rufen sie', 'verwenden sie', 'schicken sie', 'übermitteln sie'],
  fr: ['doit', 'doivent', 'devez', 'dois', 'toujours', 'assurez-vous', 'assure-toi', "n'oubliez pas", "n'oublie pas", 'rappelez-vous', 'veuillez', 'il faut', 'obligatoire*', 'envoyez', 'incluez', 'ajoutez', 'joignez', 'transmettez', 'lisez', 'appelez', 'utilisez'],
};
