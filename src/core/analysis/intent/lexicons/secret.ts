/**
 * SECRET: what an exfiltration is after: credentials, keys, the conversation and the system
 * prompt. Generic words that are usually harmless ("token" of pagination, "history" of a file)
 * appear only in phrases that make them secret.
 */
import type { Lexicon } from '../lexicon';

export const SECRET: Lexicon = {
  en: ['credential*', 'api key*', 'api-key*', 'apikey', 'api_key', 'access key*', 'secret key*', 'private key*', 'ssh key*', 'access token*', 'auth token*', 'bearer token*', 'api token*', 'session token*', 'refresh token*', 'session cookie*', 'password*', 'passphrase*', 'seed phrase*', 'recovery phrase*', '.env', '~/.ssh', 'id_rsa', 'id_ed25519', '~/.aws', 'conversation history', 'chat history', 'conversation so far', 'the whole conversation', 'the full conversation', 'previous messages', 'prior messages', 'earlier messages', 'system prompt', 'system message', 'your instructions', 'environment variables', 'env vars', 'secrets', 'every email address', 'all email addresses', 'all the email addresses', "the user's messages", 'last ~ messages', 'all messages', 'the contacts', 'personal data'],
  zh: ['凭据', '凭证', '密钥', '私钥', '密码', '令牌', '对话历史', '聊天记录', '对话记录', '系统提示', '之前的消息', '环境变量', '所有邮箱地址', '所有电子邮件地址', '个人数据', '联系人'],
  es: ['credencial*', 'clave api', 'clave de api', 'claves de api', 'clave privada', 'claves privadas', 'contraseña*', 'token de acceso', 'tokens de acceso', 'historial de la conversación', 'historial de conversación', 'historial del chat', 'prompt del sistema', 'mensajes anteriores', 'variables de entorno', 'clave ssh', 'claves ssh', 'secretos', 'todas las direcciones de correo', 'datos personales', 'los últimos mensajes'],
  ru: ['учетные данные', 'учётные данные', 'учетных данных', 'учётных данных', 'api-ключ*', 'ключ api', 'ключи api', 'закрыт* ключ*', 'приватн* ключ*', 'парол*', 'токен* доступа', 'истори* переписки', 'истори* диалога', 'истори* чата', 'системн* промпт*', 'предыдущие сообщения', 'переменные окружения', 'переменных окружения', 'ssh-ключ*', 'секрет*'],
  ja: ['認証情報', '資格情報', 'APIキー', '秘密鍵', 'パスワード', 'アクセストークン', '会話履歴', 'チャット履歴', 'システムプロンプト', '以前のメッセージ', '環境変数', 'SSHキー', 'SSH鍵'],
  ko: ['자격 증명', '자격증명', 'API 키', 'API키', '비밀 키', '개인 키', '비밀번호', '액세스 토큰', '대화 기록', '채팅 기록', '시스템 프롬프트', '이전 메시지', '환경 변수', 'SSH 키'],
  ar: ['بيانات الاعتماد', 'مفتاح API', 'مفاتيح API', 'المفتاح الخاص', 'كلمة المرور', 'كلمات المرور', 'رمز الوصول', 'سجل المحادثة', 'موجه النظام', 'الرسائل السابقة', 'متغيرات البيئة', 'مفتاح SSH', 'مفاتيح SSH'],
  pt: ['credencia*', 'chave de api', 'chave api', 'chaves de api', 'chave privada', 'chaves privadas', 'senha*', 'token de acesso', 'tokens de acesso', 'histórico da conversa', 'histórico de conversa*', 'prompt do sistema', 'mensagens anteriores', 'variáveis de ambiente', 'chave ssh', 'chaves ssh', 'segredos'],
  hi: ['क्रेडेंशियल*', 'एपीआई कुंजी', 'API कुंजी', 'निजी कुंजी', 'पासवर्ड', 'एक्सेस टोकन', 'बातचीत का इतिहास', 'चैट इतिहास', 'सिस्टम प्रॉम्प्ट', 'पिछले संदेश', 'एनवायरनमेंट वेरिएबल*', 'SSH कुंजी', 'गुप्त कुंजी'],
  de: ['zugangsdaten', 'anmeldedaten', 'api-schlüssel', 'api schlüssel', 'private* schlüssel', 'privater schlüssel', 'passw*', 'kennw*', 'zugriffstoken*', 'gesprächsverlauf', 'chatverlauf', 'konversationsverlauf', 'systemprompt', 'system-prompt', 'vorherigen nachrichten', 'umgebungsvariable*', 'ssh-schlüssel*', 'geheimnisse', 'alle e-mail-adressen', 'personenbezogene daten', 'letzten nachrichten'],
  fr: ['identifiants', "informations d'identification", 'clé api', "clé d'api", 'clés api', "clés d'api", 'clé privée', 'clés privées', 'mot de passe', 'mots de passe', "jeton d'accès", "jetons d'accès", 'historique de la conversation', 'historique de conversation', 'historique du chat', 'prompt système', 'invite système', 'messages précédents', "variables d'environnement", 'clé ssh', 'clés ssh', 'toutes les adresses e-mail', 'données personnelles', 'derniers messages'],
};
