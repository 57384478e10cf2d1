import os from 'node:os';
import path from 'node:path';

/** Where traces go unless the user says otherwise: under the home directory, else the temp dir. */
export function defaultTracesDir(): string {
  const home = os.homedir();
  return home ? path.join(home, '.mcpscope', 'traces') : path.join(os.tmpdir(), 'mcpscope', 'traces');
}
