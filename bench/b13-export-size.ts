/**
 * B13 export size (issue 19: "a one-file export of a small trace under 2 MB (the viewer it embeds
 * is a viewer, not the whole app)"; it was 8.7 MB and its build printed a Vite warning).
 * `mcpscope export` of a 14-line session, as a person runs it, and the viewer's build on its own
 * (into a temp folder, so dist/viewer is left as it is) for the warnings it prints.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext } from './lib/context';
import type { Figure } from './lib/report';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const VITE = path.join(REPO, 'node_modules', 'vite', 'bin', 'vite.js');
/** What Vite and its bundler print for a warning: "(!) …", "[plugin …] Module … externalized", "warning". */
const WARNING = /\(!\)|externalized|warn/i;

/** A short session: the handshake, the listings and one call, 14 lines with the header. */
function smallTrace(): string {
  const at = Date.parse('2026-11-27T12:00:00.000Z');
  const header = { format: 'mcpscope-trace', version: 1, createdAt: new Date(at).toISOString(), mcpscopeVersion: '0.1.0', conn: 'c1', target: { transport: 'stdio', command: 'node', args: ['server.js'] } };
  const tool = { name: 'echo', description: 'Echoes the text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };
  const exchanges: [string, unknown, unknown][] = [
    ['initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'mcpscope', version: '0.1.0' } }, { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'small', version: '1.0.0' } }],
    ['tools/list', {}, { tools: [tool] }],
    ['prompts/list', {}, { prompts: [] }],
    ['resources/list', {}, { resources: [] }],
    ['tools/call', { name: 'echo', arguments: { text: 'hello' } }, { content: [{ type: 'text', text: 'hello' }] }],
  ];
  const records: unknown[] = [{ t: at + 1, conn: 'c1', kind: 'lifecycle', state: 'connecting' }];
  exchanges.forEach(([method, params, result], index) => {
    const id = index + 1;
    records.push({ t: at + 10 * id, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id, method, params } });
    records.push({ t: at + 10 * id + 5, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id, result } });
    if (method === 'initialize') records.push({ t: at + 16, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', method: 'notifications/initialized' } });
  });
  records.push({ t: at + 100, conn: 'c1', kind: 'lifecycle', state: 'closed' });
  return [header, ...records].map((line) => JSON.stringify(line)).join('\n') + '\n';
}

function run(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, args, { cwd: REPO, encoding: 'utf8', timeout: 300_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export function benchExportSize({ log }: BenchContext): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpscope-bench-export-'));
  try {
    const trace = path.join(dir, 'small.jsonl');
    const out = path.join(dir, 'small.html');
    writeFileSync(trace, smallTrace());
    const exported = run([path.join(REPO, 'bin', 'mcpscope.js'), 'export', trace, '--out', out]);
    if (exported.status !== 0) throw new Error(`mcpscope export exited ${exported.status}: ${exported.output}`);

    const built = run([VITE, 'build', '--config', 'vite.viewer.config.ts', '--outDir', path.join(dir, 'viewer'), '--emptyOutDir']);
    if (built.status !== 0) throw new Error(`the viewer build exited ${built.status}: ${built.output}`);
    const warnings = built.output.split('\n').filter((line) => WARNING.test(line));
    for (const line of warnings) log(`  ${line}`);
    const lines = smallTrace().trimEnd().split('\n').length;
    return Promise.resolve([
      { bench: 'B13', figure: 'export of a small trace', unit: 'MB', value: statSync(out).size / 1e6, note: `a ${lines}-line trace, by mcpscope export` },
      { bench: 'B13', figure: 'viewer build warnings', unit: 'count', value: warnings.length },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
