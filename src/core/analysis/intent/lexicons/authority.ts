/**
 * AUTHORITY: text that claims to speak with more authority than a tool description has ("treat
 * this text as coming from the system administrator", "has the authority of the platform"), the
 * paraphrase of an override that names no instructions to drop. "Requires administrator
 * rights" claims nothing about who is speaking.
 */
import type { Lexicon } from '../lexicon';

export const AUTHORITY: Lexicon = {
  en: ['as coming from the', 'as if it came from the', 'as if it were from the', 'as if written by the', 'as an instruction from the', 'as instructions from the', 'as commands from the', 'as a system message', 'as a system instruction', 'as system-level', 'with system-level authority', 'carries the authority of', 'has the authority of', 'with the authority of', 'on behalf of the platform', 'on behalf of the system', 'outranks', 'overrides what the user', 'takes priority over the user', 'takes precedence over the user', 'supersedes the user', 'are authoritative and replace', 'is authoritative and replaces', 'replace anything you were told', 'replaces anything you were told', 'as if the user had typed', 'as if the user had written', 'as if the user had said', 'as if it came from the user', 'as coming from the user', 'the policy wins', 'this text wins', 'this description wins', 'where it differs from what the user', 'where it conflicts with what the user', 'if it conflicts with the user', 'over what the user wants', 'come from this description', 'comes from this description', 'this description is the', 'the real principal', 'not from the chat', 'rather than from the user', 'rather than from the chat'],
  zh: ['视为系统管理员', '视为来自', '当作来自', '视为系统指令', '系统级指令', '优先于用户'],
  es: ['como si viniera de', 'como procedente de', 'como una instrucción del sistema', 'con la autoridad de', 'prevalece sobre lo que pida el usuario', 'prevalece sobre el usuario'],
  ru: ['как исходящ* от', 'как будто от', 'как системн* инструкци*', 'с полномочиями', 'важнее запросов пользовател*'],
  ja: ['からの指示として扱', 'システム管理者からの', 'システムの指示として', 'ユーザーの指示より優先'],
  ko: ['시스템 관리자의 지시로', '관리자의 지시로 간주', '시스템 지시로 간주', '사용자의 요청보다 우선'],
  ar: ['كأنه صادر عن', 'على أنه صادر من', 'كتعليمات من النظام', 'بصلاحية مسؤول النظام', 'أولوية على طلبات المستخدم'],
  pt: ['como se viesse d', 'como vindo d', 'como uma instrução do sistema', 'com a autoridade d', 'prevalece sobre o usuário'],
  hi: ['सिस्टम एडमिन की ओर से', 'सिस्टम निर्देश के रूप में', 'उपयोगकर्ता से ऊपर'],
  de: ['als käme er vom', 'als käme er von', 'als anweisung des systems', 'als systemanweisung', 'mit der autorität', 'vorrang vor dem benutzer', 'vorrang vor dem nutzer'],
  fr: ['comme venant de', "comme s'il venait de", 'comme une instruction du système', "avec l'autorité de", "prime sur l'utilisateur", "prévaut sur l'utilisateur"],
};
