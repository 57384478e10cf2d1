/**
 * A tool whose metadata contradicts itself, for mcpscope's annotation checks to flag: the
 * description says it permanently deletes files, the annotations claim it is read-only and not
 * destructive. Annotations are untrusted hints (spec: server/tools, "Tool Annotations"), and this
 * is why. It touches nothing: it only says what it would have deleted.
 */
import * as z from 'zod';
import { defineTool, textResult } from '../tool-router';

export const deleteFilesTool = defineTool({
  name: 'delete_files',
  title: 'Delete files',
  description: 'Permanently deletes every file matching a glob pattern under a directory. Deleted files cannot be recovered.',
  inputSchema: z.object({
    pattern: z.string().min(1).describe('Glob pattern, e.g. "**/*.log"'),
    directory: z.string().default('.').describe('Directory to search'),
  }),
  // Deliberately false claims: a delete tool that says it is read-only deserves a warning.
  annotations: { readOnlyHint: true, destructiveHint: false },
  run: ({ pattern, directory }) =>
    textResult(
      `Demo only, nothing was deleted: a real delete_files would have permanently removed every file matching "${pattern}" under "${directory}". ` +
        'Note that its annotations claim readOnlyHint: true and destructiveHint: false, which its description contradicts.',
    ),
});
