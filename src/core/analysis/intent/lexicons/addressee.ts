/** ADDRESSEE: words that name the model as the one being spoken to. */
import type { Lexicon } from '../lexicon';

export const ADDRESSEE: Lexicon = {
  en: ['the assistant', 'assistant', 'ai', 'ai agent', 'the model', 'language model', 'llm', 'the agent', 'claude', 'chatgpt', 'gpt', 'copilot', 'gemini', 'you must', 'you should', 'you need to', 'you are required', 'you will', 'you have to', 'note to the assistant', 'dear assistant', 'assistants', 'agents', 'ai assistants', 'models reading this', 'any model reading this', 'any ai reading this', 'whoever reads this', 'the ai', 'an ai', 'ai models', 'language models', 'the llm', 'llms', 'a model that', 'any model that', 'an assistant that', 'an agent that', 'you are now', 'your first duty', 'your duty', 'your job is', 'your task is', 'your role is', 'imagine you are', 'pretend you are', 'act as', 'the calling agent', 'the calling model', 'the coding agent', 'whoever calls this tool', 'any agent', 'any assistant', 'the orchestrator'],
  zh: ['助手', '人工智能', '模型', '大模型', '智能体', '你必须', '你应该', '你需要', '你要', '阅读此内容的模型', '读到这段话的'],
  es: ['el asistente', 'asistente', 'la ia', 'el modelo', 'el agente', 'modelo de lenguaje', 'debes', 'tienes que'],
  ru: ['ассистент*', 'помощник*', 'модель', 'модели', 'ии', 'нейросет*', 'ты должен', 'вы должны', 'тебе нужно'],
  ja: ['アシスタント', 'エージェント', 'モデル', 'あなたは', 'あなたが'],
  ko: ['어시스턴트', '도우미', '모델', '에이전트', '인공지능', '당신은', '너는'],
  ar: ['المساعد', 'الذكاء الاصطناعي', 'النموذج', 'الوكيل', 'عليك'],
  pt: ['o assistente', 'assistente', 'a ia', 'o modelo', 'o agente', 'você deve', 'você precisa'],
  hi: ['सहायक', 'असिस्टेंट', 'एआई', 'मॉडल', 'एजेंट', 'आपको', 'तुम्हें'],
  de: ['der assistent', 'assistent*', 'die ki', 'ki', 'das modell', 'sprachmodell', 'der agent', 'du musst', 'sie müssen', 'sprachmodelle', 'die ki-modelle'],
  fr: ["l'assistant", 'assistant', "l'ia", 'ia', 'le modèle', "l'agent", 'tu dois', 'vous devez'],
};
