import { describe, expect, it } from 'vitest';
import { annotationRules } from './annotations';
import { surfaceHits, surfaceOf } from './test-support';

const tool = (name: string, description: string, annotations: Record<string, boolean>) => ({ name, description, inputSchema: { type: 'object' }, annotations });
const notDestructive = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };
const readOnly = { readOnlyHint: true, openWorldHint: false };
const firedOn = (annotations: Record<string, boolean>, name: string, description: string) =>
  surfaceHits(annotationRules, surfaceOf('srv', [tool(name, description, annotations)])).map((hit) => [hit.ruleId, hit.evidence]);

describe('annotations/destroys-not-destructive', () => {
  it.each([
    ['bucket_tool', 'Lists objects and empties the bucket when asked.', 'empties'],
    ['ec2', 'Terminates the instance and releases its volumes.', 'Terminates'],
    ['sync_branch', 'Force-pushes the local branch over the remote one.', 'Force-pushes'],
    ['logs', 'Permanently truncates the audit log table.', 'Permanently truncates'],
    ['keys', 'Revokes all API keys of the account.', 'Revokes'],
    ['git_tool', 'Resets to the given commit, discarding later work.', 'Resets'],
    ['maintenance', 'Cleans up. Drops the table and wipes its backups.', 'Drops'],
    ['empty_bucket', 'Bucket maintenance.', 'empty'],
    ['force_push', '', 'force push'],
    ['terminate_instance', '', 'terminate'],
    ['shrink_volume', 'Shrinks the disk volume, discarding any data beyond the new size.', 'discarding'],
    ['billing_cleanup', 'Cancels every subscription on the account.', 'Cancels'],
    ['drop_old_tables', '', 'drop'],
    ['records', 'Permanently deletes every record matching the filter.', 'Permanently deletes'],
    ['fleet', 'Decommissions the server and releases its IP.', 'Decommissions'],
    ['stack', 'Tears down the stack and its database.', 'Tears down'],
    ['history_tool', 'Prunes the commit history older than a week.', 'Prunes'],
    ['disk_tool', 'Zeroes out the disk before reuse.', 'Zeroes out'],
    ['release', 'Rolls back the deployment to the last release.', 'Rolls back'],
    ['put_text', 'Replaces the contents of the file with the given text.', 'Replaces'],
    ['refresh_signing', 'Rotates the signing keys; the old keys stop working immediately.', 'Rotates'],
    ['prepare_disk', 'Formats the external drive as exFAT.', 'Formats'],
    ['logout_all', 'Invalidates every session of the account.', 'Invalidates'],
    ['tidy_repo', 'Rewrites the branch history to drop large files.', 'Rewrites'],
    ['squash', 'Squashes all commits on the branch into one.', 'Squashes'],
    ['offboard', 'Deregisters the user account from the directory.', 'Deregisters'],
  ])('%s: "%s" destroys', (name, description, evidence) => {
    expect(firedOn(notDestructive, name, description)).toEqual([['annotations/destroys-not-destructive', evidence]]);
  });

  it.each([
    ['highlight', 'Remove the highlight from the selected text.'],
    ['editor', 'Clears the selection and resets the filter to its default.'],
    ['emacs_yank', 'Inserts the most recent kill ring entry.'],
    ['stream', 'Streams events; terminates when the stream ends.'],
    ['cleanup_preview', 'Dry run: shows what would be deleted. Deletes nothing.'],
    ['clear_selection', ''],
    ['reset_filters', 'Resets filters to defaults.'],
    ['processes', 'Lists running processes.'],
    ['ui_tool', 'Tears down the overlay when the dialog closes.'],
    ['format_text', 'Prunes whitespace from the text and returns it.'],
    ['image_tool', 'Rotates the image by 90 degrees.'],
    ['formatter', 'Formats the code, replacing tabs with spaces.'],
    ['dates', 'Formats the date in the given locale.'],
    ['query_helper', 'Rewrites the query for better search results.'],
  ])('%s: "%s" destroys nothing', (name, description) => {
    expect(firedOn(notDestructive, name, description)).toEqual([]);
  });

  it('leaves a read-only claim to annotations/read-only-contradiction', () => {
    expect(firedOn({ ...readOnly, destructiveHint: false }, 'ec2', 'Terminates the instance.')).toEqual([['annotations/read-only-contradiction', 'Terminates']]);
  });
});

describe('annotations/read-only-contradiction reads the object', () => {
  it('does not fire on a destroying verb whose object is harmless', () => {
    expect(firedOn(readOnly, 'highlighter', 'Remove the highlight. Clear the selection.')).toEqual([]);
    expect(firedOn(readOnly, 'clear_highlights', '')).toEqual([]);
  });

  it('does not fire on view state, transforms of the input, or an adjective that looks like a verb', () => {
    expect(firedOn(readOnly, 'reset_zoom', 'Resets the zoom level of the page view to 100%.')).toEqual([]);
    expect(firedOn(readOnly, 'strip_comments', 'Removes HTML comments such as <!-- x --> from a document and returns the result.')).toEqual([]);
    expect(firedOn(readOnly, 'truncate_text', 'Truncates a string to the given length and returns it.')).toEqual([]);
    expect(firedOn(readOnly, 'empty_state_message', 'Returns the text shown when a list is empty.')).toEqual([]);
    expect(firedOn(readOnly, 'disconnect', 'Close a MongoDB connection and revoke its connectionId.')).toEqual([]);
    expect(firedOn(readOnly, 'parse', 'Reads the file and posts multipart data to the configured parser.')).toEqual([]);
  });

  it('reads a changing participle after a comma, and "and" before a change that is not passing something on', () => {
    expect(firedOn(readOnly, 'list_files', 'Lists files in a folder, archiving those older than 30 days.')).toEqual([['annotations/read-only-contradiction', 'archiving']]);
    expect(firedOn(readOnly, 'scan', 'Scans the folder, also uploading each file to our cloud.')).toEqual([['annotations/read-only-contradiction', 'also uploading']]);
    expect(firedOn(readOnly, 'plan_status', 'Shows the plan and downgrades it to Free when the trial ends.')).toEqual([['annotations/read-only-contradiction', 'downgrades']]);
    expect(firedOn(readOnly, 'formatter', 'Formats the code, replacing tabs with spaces.')).toEqual([]);
    const severity = (description: string) => surfaceHits(annotationRules, surfaceOf('srv', [tool('t', description, readOnly)]))[0]?.severity;
    expect(severity('Lists files in a folder, archiving those older than 30 days.')).toBe('medium');
    expect(severity('Lists files in a folder, deleting every file older than 30 days.')).toBeUndefined();
    expect(severity('Gets the page and saves a copy to history.')).toBe('medium');
    expect(severity('Saves a copy of the page.')).toBeUndefined();
  });

  it('reads a read-only tool emptying what the server holds as a change, but not view state', () => {
    expect(firedOn(readOnly, 'fetch_page', 'Fetches the page and then purges the cache.')).toEqual([['annotations/read-only-contradiction', 'then purges']]);
    expect(firedOn(readOnly, 'view', 'Shows the page and then clears the highlight.')).toEqual([]);
    expect(firedOn(readOnly, 'dates', 'Formats the date in the given locale.')).toEqual([]);
  });

  it('takes a quantifier as the object only when it stands alone', () => {
    expect(firedOn(readOnly, 'clean_text', 'Removes all formatting from the text.')).toEqual([]);
    expect(firedOn(notDestructive, 'view', 'Clears all highlights in the view.')).toEqual([]);
    expect(firedOn(notDestructive, 'purge_all', 'Erases all.')).toEqual([['annotations/destroys-not-destructive', 'Erases']]);
  });

  it('reads "and posts" only when it goes outside the server', () => {
    expect(firedOn(readOnly, 'parse', 'Reads the file and posts it to https://collector.example.net/in.')).toContainEqual(['annotations/read-only-contradiction', 'posts']);
    expect(firedOn(readOnly, 'parse', 'Reads the file and posts the parsed outline to the editor panel.')).toEqual([]);
  });

  it('takes a verb that does not open the name as a lead, not a verdict', () => {
    const hits = surfaceHits(annotationRules, surfaceOf('srv', [tool('compare_upload_sizes', 'Compares sizes.', readOnly), tool('delete_branch', 'Branch helper.', readOnly)]));
    expect(hits.map((hit) => [hit.path, hit.severity])).toEqual([
      ['tools/compare_upload_sizes/name', 'medium'],
      ['tools/delete_branch/name', undefined],
    ]);
    expect(firedOn(readOnly, 'charge_preview', 'Shows what a charge would cost.')).toEqual([]);
  });

  it('still fires on a change that returns its result', () => {
    expect(firedOn(readOnly, 'profile', 'Updates the profile and returns the result.')).toEqual([['annotations/read-only-contradiction', 'Updates']]);
  });

  it('still fires on a destroying verb with something to lose, also after "and"', () => {
    expect(firedOn(readOnly, 'inbox', 'Lists messages and deletes the oldest emails.')).toEqual([['annotations/read-only-contradiction', 'deletes']]);
  });
});

describe('annotations/executes-not-destructive reads eval and arbitrary code', () => {
  it.each([
    ['calc', 'Computes the result with eval(expression).'],
    ['db', 'Runs arbitrary SQL against the production database.'],
    ['js', 'Evaluates JavaScript in the page.'],
    ['eval', ''],
    ['analyze_data', 'Runs the given Python snippet with exec() against the dataset.'],
  ])('%s: "%s" runs code', (name, description) => {
    expect(firedOn(notDestructive, name, description).map(([id]) => id)).toContain('annotations/executes-not-destructive');
  });

  it.each([
    ['ps', 'Lists running processes with their memory use.'],
    ['execute_sql', 'Runs a read-only SQL query.'],
    ['evaluate_model', 'Evaluates the model on a benchmark split.'],
    ['evaluate_expression', 'Evaluates an arithmetic expression such as 2*(3+4) with a safe parser; no code is run.'],
  ])('%s: "%s" does not', (name, description) => {
    expect(firedOn(readOnly, name, description)).toEqual([]);
  });

  it('takes a command parameter alone as a lead (medium), and the description as proof (high)', () => {
    const withCommand = (description: string) => ({ name: 'helper', description, inputSchema: { type: 'object', properties: { command: { type: 'string' } } }, annotations: readOnly });
    const severities = (description: string) => surfaceHits(annotationRules, surfaceOf('srv', [withCommand(description)])).map((hit) => [hit.ruleId, hit.severity]);
    expect(severities('Shows the manual page of the given command.')).toEqual([['annotations/executes-not-destructive', 'medium']]);
    expect(severities('Executes the shell command.')).toEqual([['annotations/executes-not-destructive', undefined]]);
  });
});
