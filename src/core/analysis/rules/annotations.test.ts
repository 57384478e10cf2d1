import { describe, expect, it } from 'vitest';
import { annotationRules } from './annotations';
import { ids, surfaceHits, surfaceOf } from './test-support';

const tool = (name: string, description: string, annotations?: unknown, properties: Record<string, unknown> = {}) => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
  ...(annotations === undefined ? {} : { annotations }),
});
const hitsOn = (...tools: ReturnType<typeof tool>[]) => surfaceHits(annotationRules, surfaceOf('srv', tools));
/** Everything claimed, so only the rule under test can fire. */
const readOnly = { readOnlyHint: true, openWorldHint: false };
const safe = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };

/** The shapes of @modelcontextprotocol/server-filesystem's tools and annotations. */
const filesystem = [
  tool('read_file', 'Read the complete contents of a file as text. DEPRECATED: Use read_text_file instead.', readOnly, { path: { type: 'string' } }),
  tool(
    'read_text_file',
    "Read the complete contents of a file from the file system as text. Handles various text encodings and provides detailed error messages if the file cannot be read. Use the 'head' parameter to read only the first N lines of a file. Only works within allowed directories.",
    readOnly,
    { path: { type: 'string' } },
  ),
  tool(
    'list_directory',
    'Get a detailed listing of all files and directories in a specified path. This tool is essential for understanding directory structure and finding specific files within a directory. Only works within allowed directories.',
    readOnly,
    { path: { type: 'string' } },
  ),
  tool('search_files', "Recursively search for files and directories matching a pattern. Great for finding files when you don't know their exact location. Only searches within allowed directories.", readOnly),
  tool('write_file', 'Create a new file or completely overwrite an existing file with new content. Only works within allowed directories.', { readOnlyHint: false, idempotentHint: true, destructiveHint: true, openWorldHint: false }),
];

describe('annotations/missing-hints', () => {
  it('fires on a tool without annotations, stating the spec defaults', () => {
    const hits = hitsOn(tool('frobnicate', 'Frobnicates.'));
    expect(hits).toMatchObject([{ ruleId: 'annotations/missing-hints', path: 'tools/frobnicate/annotations', evidence: 'no annotations' }]);
    expect(hits[0]?.message).toBe(
      'No server-claimed annotations, so the spec defaults apply (readOnlyHint false, destructiveHint true, idempotentHint false, openWorldHint true): treat it as destructive and open-world.',
    );
  });

  it('fires on missing destructiveHint and openWorldHint', () => {
    const hits = hitsOn(tool('frobnicate', 'Frobnicates.', { readOnlyHint: false }));
    expect(hits[0]?.message).toBe('No server-claimed destructiveHint or openWorldHint, so the spec default applies: destructiveHint true (destructive), openWorldHint true (open-world).');
  });

  it('does not ask a read-only tool for destructiveHint, nor fire when the hints are there', () => {
    expect(hitsOn(tool('echo', 'Echoes back the input string.', readOnly), tool('frobnicate', 'Frobnicates.', safe))).toEqual([]);
  });
});

describe('annotations/read-only-contradiction', () => {
  it("fires on the demo server's delete_files, at the description's claim", () => {
    const description = 'Permanently deletes every file matching a glob pattern under a directory. Deleted files cannot be recovered.';
    const hits = hitsOn(tool('delete_files', description, { readOnlyHint: true, destructiveHint: false, openWorldHint: false }));
    expect(hits).toMatchObject([{ ruleId: 'annotations/read-only-contradiction', path: 'tools/delete_files/description', span: { start: 0, end: 19 }, evidence: 'Permanently deletes' }]);
    expect(hits[0]?.message).toContain('server claims readOnlyHint: true');
  });

  it("fires on the name's leading verb when the description says nothing", () => {
    const hits = hitsOn(tool('github_delete_repo', 'Repository housekeeping.', readOnly), tool('sendMessage', '', readOnly), tool('kill-process', '', readOnly));
    expect(hits.map((hit) => [hit.ruleId, hit.path])).toEqual([
      ['annotations/read-only-contradiction', 'tools/github_delete_repo/name'],
      ['annotations/read-only-contradiction', 'tools/sendMessage/name'],
      ['annotations/read-only-contradiction', 'tools/kill-process/name'],
    ]);
  });

  it('does not fire on reading verbs first, nouns, negations, sending progress, or a read-only filesystem', () => {
    const benign = [
      tool('echo', 'Returns the message you send, optionally in upper case.', readOnly),
      tool('list_deleted_items', 'Lists items in the trash, newest first.', readOnly),
      tool('get_deletion_policy', 'Returns how long deleted items are kept.', readOnly),
      tool('audit', 'Checks the config. Does not delete or modify anything. Updates are listed newest first.', readOnly),
      tool('slow_operation', 'Works through N steps. Sends notifications/progress after each step.', readOnly),
      ...filesystem,
    ];
    expect(hitsOn(...benign)).toEqual([]);
  });
});

describe('annotations/executes-not-destructive', () => {
  it('fires when a non-destructive or read-only tool runs commands', () => {
    const hits = hitsOn(
      tool('helper', 'Executes arbitrary shell commands on the host.', safe),
      tool('run_command', 'Helps with tasks.', readOnly),
      tool('python_exec', '', safe),
      tool('tasks', 'Task helper.', safe, { cmd: { type: 'string' } }),
    );
    expect(ids(hits)).toEqual(['annotations/executes-not-destructive']);
    expect(hits.map((hit) => [hit.path, hit.evidence])).toEqual([
      ['tools/helper/description', 'Executes arbitrary shell commands'],
      ['tools/run_command/name', 'run command'],
      ['tools/python_exec/name', 'exec python'],
      ['tools/tasks/inputSchema/properties/cmd', 'cmd'],
    ]);
  });

  it('does not fire on query tools, reading verbs first, code review, or a tool claimed destructive', () => {
    const benign = [
      tool('execute_sql', 'Runs a read-only SQL query.', readOnly),
      tool('run_query', 'Runs a query against the index.', safe),
      tool('get_shell_history', 'Returns recent shell history.', readOnly),
      tool('review', 'Runs code review checks on a diff.', safe),
      tool('bash', 'Executes shell commands.', { readOnlyHint: false, destructiveHint: true, openWorldHint: true }),
    ];
    expect(hitsOn(...benign)).toEqual([]);
  });
});

describe('annotations/closed-world-takes-urls', () => {
  it('fires on a closed-world tool that takes a URL or fetches from the web', () => {
    const hits = hitsOn(
      tool('preview', 'Makes a preview card.', safe, { targetUrl: { type: 'string' } }),
      tool('link_info', 'Describes a link.', safe, { link: { type: 'string', format: 'uri' } }),
      tool('research', 'Fetches pages from the web and summarizes them.', safe),
    );
    expect(ids(hits)).toEqual(['annotations/closed-world-takes-urls']);
    expect(hits.map((hit) => [hit.path, hit.evidence])).toEqual([
      ['tools/preview/inputSchema/properties/targetUrl', 'targetUrl'],
      ['tools/link_info/inputSchema/properties/link', 'link'],
      ['tools/research/description', 'Fetches pages from the web'],
    ]);
  });

  it('does not fire on open-world tools, or closed-world ones that only mention the web in passing', () => {
    const benign = [
      tool('fetch', 'Fetches a URL from the internet.', { ...safe, openWorldHint: true }, { url: { type: 'string' } }),
      tool('get_weather', 'Returns made-up weather for a city. The data is not from the internet.', readOnly, { city: { type: 'string' } }),
      tool('lookup', 'Looks up a user by id.', readOnly, { user_id: { type: 'string' }, website_visits: { type: 'integer' } }),
    ];
    expect(hitsOn(...benign)).toEqual([]);
  });
});

describe('annotations/wrong-type', () => {
  it('fires on string hints, non-string titles and non-object annotations', () => {
    const hits = hitsOn(tool('a', '', { ...safe, readOnlyHint: 'false', title: 3 }), tool('b', '', 'readonly'), tool('c', '', null));
    expect(hits.filter((hit) => hit.ruleId === 'annotations/wrong-type').map((hit) => hit.message)).toEqual([
      'Server-claimed readOnlyHint, title have the wrong type (readOnlyHint: "false", title: 3); read as absent.',
      'The server-claimed annotations are a string, not an object.',
      'The server-claimed annotations are null, not an object.',
    ]);
  });

  it('does not fire on booleans and a string title', () => {
    expect(hitsOn(tool('a', '', { ...safe, idempotentHint: true, title: 'A' }))).toEqual([]);
  });
});
