/**
 * SINK: where data leaves through the tool or the network: an argument, parameter or field of a
 * call, a URL, an address. SETUP: the user's own configuration (a config file, an environment
 * variable), where setup notes tell the user to put a key. A secret moved to a SETUP place with no
 * SINK is setup, not exfiltration.
 */
import type { Lexicon } from '../lexicon';

export const SINK: Lexicon = {
  en: ['parameter', 'param', 'argument', 'field', 'http://', 'https://', 'webhook*', 'endpoint', 'query string', 'metadata', 'the query', 'query parameter', 'request body', 'the body', 'email address', 'address', '@'],
  zh: ['参数', '字段', '网址', '链接'],
  es: ['parámetro', 'campo', 'argumento'],
  ru: ['параметр*', 'поле', 'поля', 'аргумент*'],
  ja: ['パラメータ', 'パラメーター', 'フィールド', '引数'],
  ko: ['매개변수', '파라미터', '필드', '인수'],
  ar: ['المعامل', 'الحقل', 'الوسيط'],
  pt: ['parâmetro', 'campo', 'argumento'],
  hi: ['पैरामीटर', 'फ़ील्ड', 'फील्ड'],
  de: ['parameter', 'feld', 'argument'],
  fr: ['paramètre', 'champ', 'argument'],
};

export const SETUP: Lexicon = {
  en: ['your config', 'your configuration', 'the configuration', 'config file', 'configuration file', 'settings file', 'environment variable', 'env var'],
  zh: ['配置文件', '环境变量', '配置中'],
  es: ['archivo de configuración', 'variable de entorno', 'variables de entorno', 'la configuración'],
  ru: ['переменн* окружения', 'конфигурац*', 'файл* настроек'],
  ja: ['環境変数', '設定ファイル', '構成ファイル'],
  ko: ['환경 변수', '설정 파일', '구성 파일'],
  ar: ['ملف الإعدادات', 'متغير البيئة', 'متغيرات البيئة', 'ملف التكوين'],
  pt: ['arquivo de configuração', 'variável de ambiente', 'variáveis de ambiente', 'configuração'],
  hi: ['कॉन्फ़िग फ़ाइल', 'कॉन्फिग फाइल', 'सेटिंग्स फ़ाइल', 'एनवायरनमेंट वेरिएबल'],
  de: ['konfiguration*', 'umgebungsvariable*', 'einstellungsdatei'],
  fr: ['fichier de configuration', "variable d'environnement", "variables d'environnement", 'la configuration'],
};

/** EXTERNAL: an address outside the conversation (a URL, a mail address, a webhook). */
export const EXTERNAL: Lexicon = {
  en: ['http://', 'https://', '@', 'webhook*'],
};
