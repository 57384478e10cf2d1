/**
 * Where a credential belongs and where it must not go (issue 22 false positives). CREDENTIAL_HOME
 * is the service's own way of receiving the user's key: its auth header, the client's
 * configuration, an environment variable, a secret store. "You must include your API key in the
 * Authorization header" is setup advice, not exfiltration. NAMED_DESTINATION is a place the user
 * did not pick for their key: a URL, a webhook, a parameter or field of a call. A sentence that
 * names a home and no such destination is only uncertain, never a strong sign.
 */
import type { Lexicon } from '../lexicon';

export const CREDENTIAL_HOME: Lexicon = {
  en: ['authorization', 'bearer', 'x-api-key', 'header', 'headers', 'in the config*', 'in your config*', 'in the ~ config*', 'in your ~ config*', 'in your ~ ~ config*', 'client config*', 'with each request', 'with every request', 'in each request', 'in every request', 'per request', 'in the environment', 'in your environment', "in the ~ environment", 'environment variable', 'in an environment variable', 'as an environment variable', 'in the settings', 'in your settings', 'secret manager', 'secrets manager', 'keychain', 'credential store', 'credential helper'],
  zh: ['请求头', '标头', '头中', '头部', '配置文件中', '配置中', '环境变量中', '设置中', '密钥管理'],
  es: ['cabecera', 'encabezado', 'en la configuración', 'en el archivo de configuración', 'variable de entorno', 'en los ajustes', 'gestor de secretos'],
  ru: ['заголов*', 'в конфигурац*', 'в настройк*', 'переменн* окружения', 'в файле конфигурац*', 'менеджер* секретов'],
  ja: ['ヘッダー', 'ヘッダ', '設定ファイルに', '設定に', '環境変数に', '環境変数で'],
  ko: ['헤더', '설정 파일에', '설정에', '환경 변수에', '환경변수에'],
  ar: ['ترويسة', 'رأس الطلب', 'في الإعدادات', 'في ملف الإعدادات', 'متغير البيئة', 'في ملف التكوين'],
  pt: ['cabeçalho', 'na configuração', 'no arquivo de configuração', 'variável de ambiente', 'nas configurações', 'gerenciador de segredos'],
  hi: ['हेडर', 'कॉन्फ़िगरेशन में', 'कॉन्फ़िग में', 'सेटिंग्स में', 'एनवायरनमेंट वेरिएबल में'],
  de: ['header', 'in der konfiguration', 'in den einstellungen', 'umgebungsvariable', 'in der konfigurationsdatei', 'secret-manager'],
  fr: ['en-tête', 'entête', 'dans la configuration', 'dans le fichier de configuration', "variable d'environnement", 'dans les paramètres du client', 'gestionnaire de secrets'],
};

export const NAMED_DESTINATION: Lexicon = {
  en: ['http://', 'https://', 'webhook*', 'in the ~ parameter', 'as the ~ parameter', 'in the ~ field', 'as the ~ argument', 'in the ~ argument', 'in the query string', 'as a query parameter', 'in the url', 'to the endpoint', 'to this address', 'to the address'],
  zh: ['参数中', '参数里', '字段中', '网址', '链接中'],
  es: ['en el parámetro', 'en el campo', 'en la url', 'al webhook'],
  ru: ['в параметр*', 'в поле', 'в url', 'на адрес', 'на вебхук', 'к полю', 'к параметру'],
  ja: ['パラメータ', 'フィールド', 'URLに', 'クエリに'],
  ko: ['매개변수', '파라미터', '필드에', 'URL에', '쿼리에'],
  ar: ['في المعامل', 'في الحقل', 'إلى الرابط', 'إلى العنوان'],
  pt: ['no parâmetro', 'no campo', 'na url', 'para o webhook'],
  hi: ['पैरामीटर में', 'फ़ील्ड में'],
  de: ['im parameter', 'in den parameter', 'im feld', 'in die url', 'an den webhook', 'an die adresse'],
  fr: ['dans le paramètre', 'dans le champ', "dans l'url", 'au webhook'],
};
