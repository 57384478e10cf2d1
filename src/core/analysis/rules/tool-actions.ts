/**
 * What a tool's name and description say it does, for the annotation rules to hold against the
 * server-claimed hints: reads, changes, destroys, or runs code. Whether a verb destroys depends on
 * its object (issue 22, "quoted is not meant"): removing a highlight, clearing a selection or
 * resetting a filter destroys nothing; emptying a bucket or terminating an instance does.
 */

/**
 * The first verb of a name decides what the tool does: `delete_files` deletes, `list_deleted_items`
 * lists and `get_deletion_policy` gets. Words are matched exactly, so "deleted" and "deletion"
 * (not verbs) never count; a namespace such as `github_delete_repo` is skipped over.
 */
export const READING_VERBS = new Set(['get', 'list', 'read', 'search', 'find', 'show', 'describe', 'fetch', 'query', 'view', 'check', 'count', 'lookup', 'inspect', 'preview', 'explain', 'validate', 'browse', 'watch', 'download', 'export', 'stat', 'diff', 'summarize', 'analyze']);
export const CHANGING_VERBS = new Set([
  'delete', 'del', 'remove', 'rm', 'rmdir', 'unlink', 'drop', 'destroy', 'discard', 'cancel', 'deactivate', 'unsubscribe', 'erase', 'wipe', 'purge', 'truncate', 'write', 'overwrite', 'update',
  'upsert', 'edit', 'modify', 'patch', 'put', 'set', 'create', 'insert', 'append', 'save', 'upload', 'rename', 'move', 'mv', 'send', 'post',
  'publish', 'email', 'reply', 'tweet', 'kill', 'terminate', 'shutdown', 'reboot', 'reset', 'clear', 'revoke', 'transfer', 'pay', 'deploy',
  'push', 'commit', 'merge', 'install', 'uninstall', 'chmod', 'chown', 'empty', 'evict', 'flush', 'expunge', 'shred', 'nuke', 'deprovision',
  'archive', 'downgrade', 'charge', 'refund', 'grant', 'approve',
]);

// ---- whether a verb's object is something to lose ----

/** Verbs that destroy whatever they take, unless the object is harmless. */
const STRONG_DESTROYING = /^(?:delet|del$|eras|destroy|wip|purg|truncat|shred|obliterat|nuk|deprovision|decommission|tears?\s+down|zeroe?s?\s+out|uninstall|expung|discard|force[\s_-]?push|rm$|rmdir|unlink)/;
/** What is lost when destroyed: data and the places that hold it. Compared singular. */
export const VALUABLE_OBJECTS = new Set([
  'data', 'file', 'folder', 'directory', 'dir', 'record', 'row', 'table', 'database', 'db', 'schema', 'bucket', 'branch', 'history', 'repository', 'repo', 'instance',
  'server', 'vm', 'machine', 'container', 'cluster', 'pod', 'deployment', 'namespace', 'user', 'account', 'message', 'email', 'mail', 'mailbox', 'inbox', 'key', 'token',
  'credential', 'secret', 'password', 'permission', 'access', 'backup', 'disk', 'drive', 'volume', 'partition', 'snapshot', 'commit', 'project', 'document', 'doc',
  'collection', 'index', 'object', 'blob', 'content', 'contents', 'entry', 'everything', 'all', 'process', 'job', 'session', 'payment', 'workspace', 'storage', 'queue', 'topic',
  'log', 'event', 'change', 'work', 'note', 'page', 'site', 'domain', 'zone', 'certificate', 'webhook', 'subscription', 'invoice', 'order', 'customer', 'contact',
]);
/** Things whose loss costs nothing: view and editor state, scratch values. Compared singular. */
export const HARMLESS_OBJECTS = new Set([
  'highlight', 'selection', 'filter', 'sort', 'formatting', 'format', 'cursor', 'caret', 'focus', 'zoom', 'hover', 'tooltip', 'marker', 'decoration', 'breakpoint',
  'placeholder', 'input', 'field', 'form', 'search', 'query', 'view', 'layout', 'screen', 'console', 'terminal', 'output', 'state', 'ui', 'cache', 'preview',
  'notification', 'badge', 'banner', 'toast', 'popup', 'modal', 'dialog', 'timer', 'counter', 'ring', 'clipboard', 'whitespace', 'indentation', 'style', 'flag',
  'nothing', 'none', 'default', 'defaults', 'connection', 'animation', 'overlay', 'watch', 'string', 'text', 'zoom',
]);
/** Harmless to lose, yet held by the server rather than the view: emptying one is still a change. */
const SERVER_HELD = new Set(['cache', 'buffer', 'counter']);
const OBJECT_END = /[.,;:!?()\n]|\s(?:from|in|on|at|of|for|with|when|whenever|if|and|or|to|into|after|before|by|so|that|which|once|until|unless|while|as|only|but|such|like|matching|where|whose|older|newer|named)\b/i;

function singular(word: string): string {
  return word.replace(/(?:ies)$/, 'y').replace(/(?<=[^s])s$|(?<=(?:ch|sh|x|ss))es$/, '');
}

const QUANTIFIERS = new Set(['all', 'everything', 'each', 'both']);

export type Loss = 'destroys' | 'harmless' | 'unknown';

/**
 * What destroying `object` (the words after the verb) loses. A strong verb destroys unless the
 * object is harmless; a weak one (remove, clear, reset, kill, empty, drop…) only a valuable
 * object, or with no object at all ("terminates when the stream ends") nothing.
 */
export function lossOf(verb: string, phraseWords: readonly string[], resetTo = false): Loss {
  if (phraseWords.some((word) => word === 'nothing' || word === 'no')) return 'harmless';
  // "all links", "everything in the cart": a quantifier is what is lost only when it stands alone ("deletes all").
  const named = phraseWords.filter((word) => !QUANTIFIERS.has(word));
  const objectWords = named.length > 0 ? named : phraseWords;
  // "every record matching the filter": something worth keeping anywhere in the phrase is what goes.
  if (objectWords.some((word) => VALUABLE_OBJECTS.has(word) || VALUABLE_OBJECTS.has(singular(word)))) return 'destroys';
  // "the highlight", "the zoom level", "its connection id": a harmless head, or a harmless word qualifying an unknown one.
  if (objectWords.some((word) => HARMLESS_OBJECTS.has(singular(word)))) return 'harmless';
  if (STRONG_DESTROYING.test(verb)) return 'destroys';
  if (resetTo && objectWords.length === 0) return 'destroys'; // "resets to <commit>": git reset --hard
  return objectWords.length === 0 ? 'harmless' : 'unknown';
}

/** The object phrase after a verb in prose: the words up to the first preposition or punctuation. */
export function objectAfter(text: string, at: number): { words: string[]; resetTo: boolean } {
  const rest = text.slice(at, at + 120);
  const end = OBJECT_END.exec(rest);
  const phrase = rest.slice(0, end?.index ?? rest.length);
  const words = phrase.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9'-]+/).filter((word) => word.length > 0 && !/^(?:the|a|an|its|their|your|this|that|these|those|any|every|given|specified|selected|current|existing|entire|whole)$/.test(word));
  const resetTo = /^\s*to\s+(?!defaults?\b|initial\b|original\b|zero\b)/i.test(rest.slice(phrase.length));
  return { words, resetTo };
}

/** What a verb in a name does to the words after it; a harmless word right after it (`reset_zoom_level`, `empty_state_message`) is what it acts on, or it is no verb. */
function nameLoss(verb: string, words: readonly string[], at: number): Loss {
  return HARMLESS_OBJECTS.has(singular(words[at] ?? '')) ? 'harmless' : lossOf(verb, words.slice(at));
}

/** The first changing verb of a name, unless a reading verb comes first or the verb's object is harmless (`clear_selection`, `charge_preview`). */
export function leadingChangingVerb(words: readonly string[]): string | undefined {
  for (const [at, word] of words.entries()) {
    if (READING_VERBS.has(word)) return undefined;
    if (!CHANGING_VERBS.has(word)) continue;
    // `charge_preview`, `upload_status`: a harmless noun right after makes the word a noun too.
    if (HARMLESS_OBJECTS.has(singular(words[at + 1] ?? '')) || (DESTROYING_FORMS.test(word) && nameLoss(word, words, at + 1) === 'harmless')) return undefined;
    return word;
  }
  return undefined;
}

/** The first destroying verb of a name with an object worth losing: `empty_bucket`, `force_push`, `terminate_instance`. */
export function destroyingVerbInName(words: readonly string[]): string | undefined {
  for (const [at, word] of words.entries()) {
    if (READING_VERBS.has(word)) return undefined;
    const verb = word === 'force' && words[at + 1] === 'push' ? 'force push' : word;
    if (DESTROYING_FORMS.test(verb) && nameLoss(verb, words, at + verb.split(' ').length) === 'destroys') return verb;
  }
  return undefined;
}

// ---- clauses of a description ----

/**
 * A verb that starts a clause ("Permanently deletes…", "This tool writes…", "…, and empties"), so a
 * negation ("Does not delete"), a noun ("Updates are listed") or another tool's name ("use
 * write_file") does not count.
 */
/** "…, discarding any data beyond the new size": a destroying participle after a comma is a clause of its own. */
const DESTROYING_PARTICIPLE = String.raw`(?:delet|discard|eras|wip|purg|truncat|overwrit|remov|dropp|destroy|cancell?|revok|resett|clear|kill|terminat|evict|decommission|prun|scrubb|revert|obliterat|replac|rotat)ing`;
/** "Lists files, archiving old ones", "…, also uploading each one": a participle that changes things after a comma is a clause of its own too. */
const CHANGING_PARTICIPLE = String.raw`(?:archiv|upload|mov|renam|charg|publish|downgrad|upgrad|install|deploy|committ|push|transferr|writ|sav|insert|append|updat)ing`;
const CHANGING_PARTICIPLE_WORD = new RegExp(`^${CHANGING_PARTICIPLE}$`, 'i');
const CLAUSE_START = String.raw`(?:^|[.!?;:]\s+|\n\s*|,?\s+(?:and|then)\s+|,\s+(?=(?:also\s+)?(?:${DESTROYING_PARTICIPLE}|${CHANGING_PARTICIPLE})\b))`;
const FILLERS = String.raw`(?:(?:this tool|this|it|will|also|then|can|may|[a-z]{2,20}ly)\s+){0,3}`;
const DESTROYING_VERB = String.raw`${DESTROYING_PARTICIPLE}|decommissions?|tears?\s+down|prunes?|zeroe?s?\s+out|scrubs?|disposes?\s+of|unpublish(?:es)?|rolls?\s+back|reverts?|obliterates?|discards?|cancels?|deactivates?|unsubscribes?|deletes?|removes?|drops?|destroys?|erases?|wipes?|purges?|truncates?|overwrites?|kills?|terminates?|resets?|clears?|revokes?|empties|evicts?|flush(?:es)?|expunges?|shreds?|nukes?|deprovisions?|uninstalls?|replaces?|rotates?|formats?|reformats?|invalidates?|expires?|deregisters?|unregisters?|deallocates?|rewrites?|squash(?:es)?|clobbers?|force[- ]push(?:es)?`;
const DESTROYING_FORMS = new RegExp(`^(?:${DESTROYING_VERB}|empty|force push|rm|rmdir|unlink|del|discard|cancel|deactivate|unsubscribe)$`);
const NOT_A_VERB = String.raw`(?!\s+(?:are|is|was|were|of|from|since|for|that|which)\b)`;

/** Group 1 is the clause's predicate (fillers and verb), group 2 the verb. */
export const CHANGING_PREDICATE = new RegExp(
  `${CLAUSE_START}(${FILLERS}(${DESTROYING_VERB}|writes?|modif(?:y|ies)|updates?|edits?|inserts?|appends?|saves?|uploads?|sends?|posts?|publish(?:es)?|emails?|moves?|renames?|transfers?|deploys?|push(?:es)?|commits?|installs?|archives?|downgrades?|upgrades?|charges?|refunds?|grants?|${CHANGING_PARTICIPLE}))\\b` +
    `${NOT_A_VERB}(?!\\s+(?:(?:an?|the)\\s+)?(?:back|notifications?|progress|response|results?|output)\\b)`,
  'dgi',
);
export const DESTROYING_PREDICATE = clausePredicate(DESTROYING_VERB);

/** A clause opening with one of `verbs` (a regex alternation); group 1 is the predicate, group 2 the verb. */
export function clausePredicate(verbs: string): RegExp {
  return new RegExp(`${CLAUSE_START}(${FILLERS}(${verbs}))\\b${NOT_A_VERB}`, 'dgi');
}

/** Verbs that may rework a copy or mean nothing lost ("replacing tabs", "rotates the image", "formats the date", "rewrites the query"): they count only on something worth losing. */
const REWORKING = /^(?:replac|rotat|format|reformat|invalidat|expir|deregister|unregister|deallocat|rewrit|squash|clobber)/i;
const JOINED_CLAUSE = /^,?\s+(?:and|then)\s/i;
/** Verbs that pass something on: "reads the file and posts it to the API" describes where a result goes, not a change the tool makes. */
const PASSING_ON = /^(?:send|post|upload|email|publish|push|transfer)/i;
/** Somewhere outside the server and the user's machine: a webhook, a chat service, an external API, a named host, a URL or an e-mail address. */
export const EXTERNAL_DESTINATION =
  /\b(?:webhooks?|slack|discord|teams|telegram|third[- ]party|external\s+(?:api|service|server|endpoint|host)s?|remote\s+(?:server|host|endpoint)s?|our\s+(?:servers?|cloud|backend|api|endpoint))\b|https?:\/\/|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|net|org|dev|app|ai|co)\b|\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b/i;
const RETURNS_RESULT = /\breturns?\s+(?:it|them|the\s+(?:result|text|string|output|copy)|a\s+copy)\b/i;
/** "Explains how to register a webhook: POST your URL…": what follows is what the reader does, not the tool. */
const TEACHES_HOW = /\b(?:explains?|shows?|describes?|documents?|teaches?)\s+how\s+to\b[^.!?\n]*$/i;

/**
 * Whether a predicate clause tells a change (not a destruction) on the side: in a participle after
 * a comma ("…, archiving old ones") or joined after the tool's main verb ("…and saves a copy").
 */
export function sideClause(match: RegExpExecArray): boolean {
  const verb = (match[2] ?? '').toLowerCase();
  return !DESTROYING_FORMS.test(verb) && (CHANGING_PARTICIPLE_WORD.test(verb) || JOINED_CLAUSE.test(match[0]));
}

/** The rest of the sentence from `at`. */
export function sentenceAfter(text: string, at: number): string {
  return text.slice(at, at + 200).split(/[.!?]\s/)[0] ?? '';
}

/** A list item that opens with one term and a colon ("- refund: Refunds the related transaction"). */
const TERM_ITEM = /^\s*(?:[-*•]|\d+[.)])\s*[`*_]*[\w.-]+[`*_]*\s*:/gm;

/**
 * Whether the clause at `clauseAt` defines a term of a glossary (two or more such items): it tells
 * what a value means ("- refund: Refunds some or all of the transaction"), not what the tool does.
 */
function definesATerm(text: string, clauseAt: number): boolean {
  if (text[clauseAt] !== ':') return false;
  const lineStart = text.lastIndexOf('\n', clauseAt - 1) + 1;
  const items = text.match(TERM_ITEM) ?? [];
  return items.length >= 2 && new RegExp(TERM_ITEM.source).test(text.slice(lineStart, clauseAt + 1));
}

/** The first clause matching `predicate` whose verb's object is not harmless (or, with `destroysOnly`, is destroyed). */
export function predicateClause(text: string, predicate: RegExp, destroysOnly = false): RegExpExecArray | undefined {
  for (const match of text.matchAll(predicate)) {
    const verb = (match[2] ?? '').toLowerCase();
    const end = match.indices?.[2]?.[1] ?? match.index + match[0].length;
    const destroying = DESTROYING_FORMS.test(verb);
    // "…reads the file and posts it to the API": a verb that passes something on is read after "and" only when it goes outside (a webhook, a named host).
    if (!destroying && PASSING_ON.test(verb) && JOINED_CLAUSE.test(match[0]) && !EXTERNAL_DESTINATION.test(sentenceAfter(text, end))) continue;
    if (TEACHES_HOW.test(text.slice(Math.max(0, match.index - 200), match.index)) || definesATerm(text, match.index)) continue;
    const object = objectAfter(text, end);
    const loss = destroying ? lossOf(verb, object.words, object.resetTo) : 'unknown';
    // "…and then purges the cache": nothing is lost, but a read-only tool has changed what the server holds.
    if (!destroysOnly && loss === 'harmless' && object.words.some((word) => SERVER_HELD.has(singular(word)))) return match;
    if (destroying && loss !== 'destroys' && RETURNS_RESULT.test(sentenceAfter(text, end))) continue; // "Removes comments … and returns the result": strips a copy; "updates … and returns the result" still changes
    if (destroysOnly || REWORKING.test(verb) ? loss === 'destroys' : loss !== 'harmless') return match;
  }
  return undefined;
}
