/**
 * Tool names that only look alike (issue 4; issue 22): a non-ASCII homoglyph ("ѕend_email" with a
 * Cyrillic ѕ), or ASCII glyphs a reader takes for one another (I/l/1, O/0, rn/m, vv/w, cl/d) in
 * "de1ete_file" against another server's "delete_file". The impostor is the name whose word is
 * misspelt by the glyph; plurals ("get_issues"), separators ("getfile" against "get_file") and case
 * are different spellings, not look-alikes, and never fire.
 */
import { remove as confusableSkeleton } from 'confusables';
import type { Span } from '../finding';
import type { Hit, SurfaceRule } from '../rule';
import { otherServers, toolNames } from './other-servers';
import { CHANGING_VERBS, HARMLESS_OBJECTS, READING_VERBS, VALUABLE_OBJECTS } from './tool-actions';

/** Scripts with letters that pass for Latin ones (UTS #39 lists these as the usual homoglyph sources). */
const LOOKALIKE_SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee'] as const;
const SCRIPT_TESTS = LOOKALIKE_SCRIPTS.map((script) => ({ script, test: new RegExp(`\\p{Script=${script}}`, 'u') }));

function lookalikeScripts(name: string): string[] {
  const seen = new Set<string>();
  for (const char of name) {
    for (const { script, test } of SCRIPT_TESTS) if (test.test(char)) seen.add(script);
  }
  return LOOKALIKE_SCRIPTS.filter((script) => seen.has(script));
}

/** Look-alikes are shown by code point: printed, "ѕ" is indistinguishable from "s". */
export function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The characters a valid name cannot have: everything outside printable ASCII, as a span and as code points. */
function nonAscii(name: string): { span: Span; codePoints: string } {
  const positions = [...name.matchAll(/[^\x20-\x7e]/gu)];
  const first = positions[0]?.index ?? 0;
  const last = positions.at(-1);
  const end = last ? last.index + last[0].length : name.length;
  const codePoints = [...new Set(positions.map(([char]) => codePoint(char)))];
  return { span: { start: first, end }, codePoints: codePoints.slice(0, 6).join(', ') };
}

// ---- ASCII look-alikes ----

/** Glyphs read as one another in most fonts, folded to one spelling, after case. */
function asciiFold(name: string): string {
  return name.replace(/[Il1|]/g, 'l').replace(/[O0]/g, 'o').toLowerCase().replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/cl/g, 'd');
}

/** The key two names share when they look alike: homoglyphs to Latin, then ASCII look-alikes folded. */
function lookalikeKey(name: string): string {
  return asciiFold(confusableSkeleton(name));
}

/**
 * A glyph out of place in its word: a digit with letters after it ("de1ete", "1ist"; "v1" and
 * "s3" are fine), "vv", or a word that starts with "rn". A capital I for l is left to the
 * dictionary: in camelCase ("getItem") a capital is where a word starts.
 */
const MISPLACED_GLYPH = /[01](?=[a-z])|vv|(?:^|[_.-])rn/;

/** Words common in tool names: a name built only of these is the dictionary form. */
const COMMON_WORDS = new Set([
  ...READING_VERBS, ...CHANGING_VERBS, ...VALUABLE_OBJECTS, ...HARMLESS_OBJECTS,
  'add', 'call', 'click', 'close', 'open', 'run', 'exec', 'new', 'item', 'issue', 'pull', 'request', 'comment', 'url', 'web', 'text', 'name', 'path', 'label',
  'image', 'task', 'todo', 'calendar', 'browser', 'type', 'navigate', 'tab', 'sql', 'config', 'settings', 'info', 'status', 'time', 'date', 'weather', 'echo',
  'memory', 'entity', 'relation', 'graph', 'node', 'code', 'symbol', 'issues', 'files', 'items', 'tool', 'tools', 'model', 'chat', 'channel', 'team', 'slack',
  'github', 'gitlab', 'git', 'local', 'remote', 'details', 'by', 'id', 'all', 'recent', 'my', 'me', 'file', 'repo', 'releases', 'release',
]);

function isDictionaryForm(name: string): boolean {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.every((word) => COMMON_WORDS.has(word) || /^[a-z]?\d+$/.test(word));
}

/** Which of two look-alike names is the impostor: the one whose glyph is out of place, else the one that is not plain words. */
function impostorOf(name: string, twin: string): 'name' | 'twin' | 'unclear' {
  const [nameOdd, twinOdd] = [MISPLACED_GLYPH.test(name), MISPLACED_GLYPH.test(twin)];
  if (nameOdd !== twinOdd) return nameOdd ? 'name' : 'twin';
  const [nameWord, twinWord] = [isDictionaryForm(name), isDictionaryForm(twin)];
  if (nameWord !== twinWord) return nameWord ? 'twin' : 'name';
  return 'unclear';
}

function asciiLookalikeHits(surface: Parameters<SurfaceRule['check']>[0], all: Parameters<SurfaceRule['check']>[1]): Hit[] {
  const theirs = new Map<string, { name: string; server: string }[]>();
  for (const other of otherServers(surface, all)) {
    for (const name of new Set(toolNames(other))) theirs.set(lookalikeKey(name), [...(theirs.get(lookalikeKey(name)) ?? []), { name, server: other.server }]);
  }
  return [...new Set(toolNames(surface))].flatMap((name): Hit[] => {
    if (/[^\x20-\x7e]/u.test(name)) return []; // the homoglyph check reports it
    const twin = theirs.get(lookalikeKey(name))?.find((other) => other.name.toLowerCase() !== name.toLowerCase());
    if (!twin) return [];
    const impostor = impostorOf(name, twin.name);
    if (impostor === 'twin') return [];
    const evidence = `${name} / ${twin.name}`;
    const path = `tools/${name}/name`;
    if (impostor === 'name') return [{ message: `"${name}" imitates "${twin.name}" (server "${twin.server}") with look-alike characters (I/l/1, O/0, rn/m, vv/w, cl/d): a model or a person can pick the wrong tool.`, evidence, path }];
    return [{ message: `"${name}" and "${twin.name}" (server "${twin.server}") differ only in look-alike characters; one may imitate the other.`, evidence, path, severity: 'medium' }];
  });
}

// ---- the rule ----

export const confusableName: SurfaceRule = {
  rule: {
    id: 'shadowing/confusable-name',
    family: 'shadowing',
    severity: 'high',
    title: 'Tool name uses look-alike characters',
    summary:
      'A tool name mixes scripts with Latin look-alikes (Latin with Cyrillic, Greek, Armenian or Cherokee), or its confusable skeleton equals another tool\'s name on any connected server ("ѕend_email" against "send_email"); the skeleton comes from the `confusables` package and a plain ASCII name is never the non-ASCII impostor. ' +
      'Also plain ASCII names that equal another server\'s tool once I/l/1/|, O/0, rn/m, vv/w and cl/d are folded ("de1ete_file" against "delete_file", "s3_1ist" against "s3_list"): high on the name whose glyph is out of place (a digit before letters, "vv", a word starting "rn") or that is not made of common words; medium on both when neither tells. ' +
      'Plurals (get_issue/get_issues), separators (getfile/get_file), case, and digits that end a word (v1_list, s3_list) are different spellings, not look-alikes.',
    remediation:
      'Do not use this tool until you know who published it. Tool names should be plain ASCII letters, digits, "_", "-" and "." (spec 2025-11-25).',
  },
  check(surface, all) {
    const everyName = [...new Set(all.flatMap(toolNames))];
    const skeletons = new Map(everyName.map((name) => [name, confusableSkeleton(name)]));
    const homoglyphs = [...new Set(toolNames(surface))].flatMap((name): Hit[] => {
      const skeleton = skeletons.get(name) ?? name;
      if (skeleton === name && !/[^\x20-\x7e]/u.test(name)) return [];
      const twin = everyName.find((other) => other !== name && (skeletons.get(other) ?? other) === skeleton);
      const scripts = lookalikeScripts(name);
      if (twin === undefined && scripts.length < 2) return [];
      const { span, codePoints } = nonAscii(name);
      const owner = all.find((other) => twin !== undefined && toolNames(other).includes(twin))?.server;
      const message =
        twin !== undefined
          ? `"${name}" looks like "${twin}" (server "${owner ?? ''}") but differs in ${codePoints}: a model or a person can pick the wrong tool.`
          : `"${name}" mixes ${scripts.join(' and ')} letters (${codePoints}); it reads as "${skeleton}".`;
      return [{ message, evidence: `${name} (${codePoints})`, span, path: `tools/${name}/name` }];
    });
    return [...homoglyphs, ...asciiLookalikeHits(surface, all)];
  },
};
