/**
 * OTHER_TOOL: another tool or server the text sends the model to. PREFERENCE: claims that this
 * server or tool must be chosen over the others.
 */
import type { Lexicon } from '../lexicon';

export const OTHER_TOOL: Lexicon = {
  en: ['another tool', 'other tools', 'other tool', 'a different tool', 'the ~ tool', 'another server', 'other servers', 'other mcp server*', 'other ~ tools', 'any other ~ tool', 'another ~ tool', 'other ~ servers', 'with the ~ server'],
  zh: ['其他工具', '其它工具', '另一个工具', '别的工具', '其他服务器', '其他MCP'],
  es: ['otra herramienta', 'otras herramientas', 'la herramienta ~', 'otro servidor', 'otros servidores'],
  ru: ['друг* инструмент*', 'инструмент ~', 'друг* сервер*'],
  ja: ['他のツール', '別のツール', 'ツールを呼び出', '他のサーバー', '他のサーバーのツール'],
  ko: ['다른 도구', '다른 툴', '도구를 호출', '다른 서버', '다른 서버의 도구'],
  ar: ['أداة أخرى', 'الأدوات الأخرى', 'أدوات أخرى', 'خادم آخر'],
  pt: ['outra ferramenta', 'outras ferramentas', 'a ferramenta ~', 'outro servidor', 'outros servidores'],
  hi: ['दूसरे टूल', 'अन्य टूल', 'दूसरा टूल', 'अन्य उपकरण', 'दूसरे सर्वर', 'अन्य सर्वर'],
  de: ['anderes tool', 'andere tools', 'anderen tools', 'anderes werkzeug', 'andere werkzeuge', 'das tool ~', 'anderer server', 'andere server'],
  fr: ['autre outil', 'autres outils', "l'outil ~", 'un autre serveur', 'autres serveurs'],
};

export const PREFERENCE: Lexicon = {
  en: ['always prefer', 'prefer this', 'instead of other', 'instead of any other', 'instead of the other', 'rather than other', 'rather than any other', 'only use this', 'use only this', 'exclusively use', 'in preference to', 'do not use any other', 'never use any other', 'do not use other', 'never use other', 'avoid using other', 'avoid other tools', 'is deprecated, use', 'use this tool instead', 'use this server instead', "this server's tools", 'over any other', 'over the other', 'never use the other', 'do not use the other', "don't use the other", 'the other one is deprecated', 'always choose this', 'always pick this', 'always use this', 'supersedes the', 'should no longer be used', 'must no longer be used', 'is obsolete', 'are obsolete', 'no longer be used', 'the ones to use', 'the only ones to use', 'the only tools to use', 'in favour of this', 'in favor of this', 'is unreliable', 'are unreliable', 'is outdated', 'through this server', 'through this tool', 'belong here', 'belongs here', 'rather than with the', 'the most secure option', 'the only secure option', 'the only trustworthy', 'this server first', 'to this server first', 'never to the default'],
  zh: ['优先使用', '首选', '而不是其他', '而不是其它', '代替其他', '只使用', '只用本', '不要使用其他', '不要使用其它', '不要用其他', '优先调用', '优先选择', '始终使用本', '不要使用别的', '一律使用', '本服务器的工具', '只能使用', '已过时'],
  es: ['prefiere siempre', 'siempre prefiere', 'prefiera', 'en lugar de otras', 'en lugar de otros', 'en vez de otras', 'en vez de otros', 'usa solo esta', 'usa únicamente', 'no uses ninguna otra', 'no uses otras', 'no utilices otras', 'nunca uses otras', 'siempre esta herramienta', 'siempre este servidor', 'ninguna otra herramienta', 'use únicamente', 'utilice únicamente', 'obsolet*', 'este servidor'],
  ru: ['предпочит*', 'вместо друг*', 'только эт* инструмент', 'не используй* друг*', 'всегда используй* эт*', 'предпочтительн*', 'не используй* друг*', 'только инструмент*', 'устарел*', 'этого сервера'],
  ja: ['優先的に', '優先して', 'の代わりに', 'のみを使用', 'だけを使', '他のツールを使わない', '他のツールは使用しない', '常に優先', '優先し', 'このサーバーのツールを', '他のサーバーのツールは使わない', '他のツールは使わない', '古くなって', '廃止された'],
  ko: ['우선적으로', '대신에', '대신 사용', '만 사용', '다른 도구를 사용하지', '다른 도구는 사용하지', '우선 사용', '이 서버의 도구를', '다른 서버의 도구는', '오래된', '더 이상 사용되지'],
  ar: ['فضّل', 'بدلاً من', 'بدلا من', 'استخدم فقط', 'لا تستخدم أي أداة أخرى', 'لا تستخدم الأدوات الأخرى', 'دائما هذه الأداة', 'دائمًا هذه الأداة', 'لا تستخدم غيرها', 'قديمة', 'هذا الخادم'],
  pt: ['prefira', 'sempre prefira', 'em vez de outras', 'em vez de outros', 'ao invés de', 'use apenas', 'não use outras', 'não use nenhuma outra', 'nunca use outras', 'sempre esta ferramenta', 'sempre este servidor', 'nenhuma outra ferramenta', 'obsolet*', 'deste servidor', 'use somente', 'utilize apenas'],
  hi: ['के बजाय', 'के बजाए', 'प्राथमिकता दें', 'केवल इस', 'अन्य टूल का उपयोग न', 'दूसरे टूल का उपयोग न', 'हमेशा इस टूल', 'सिर्फ़ इस', 'सिर्फ इस', 'पुराने हो चुके', 'इस सर्वर के टूल'],
  de: ['bevorzuge', 'bevorzugen sie', 'statt anderer', 'anstelle anderer', 'anstatt anderer', 'nur dieses', 'verwende keine anderen', 'nutze keine anderen', 'verwenden sie keine anderen', 'immer dieses', 'immer diesen', 'keine anderen tools', 'veraltet', 'dieses servers', 'nur die tools dieses'],
  fr: ['préférez', 'préfère toujours', 'privilégiez', "au lieu d'autres", 'au lieu des autres', 'plutôt que les autres', 'uniquement cet', "n'utilisez pas d'autres", "n'utilise pas d'autres", "n'utilisez aucun autre", 'toujours cet', 'toujours ce serveur', 'aucun autre outil', 'obsolète*', 'de ce serveur', 'uniquement ceux de ce'],
};
