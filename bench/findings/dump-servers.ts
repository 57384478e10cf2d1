/**
 * Refreshes the corpus's real-server benign files: starts each server of servers.json over stdio
 * and writes what it lists (tools, prompts, resources, templates, instructions) to
 * corpus/<split>/benign/<package>.json. Needs the network-free install of the servers in a
 * scratch folder outside the repo; never runs in tests.
 *
 *   mkdir /tmp/realservers && cd /tmp/realservers && npm init -y && npm install --ignore-scripts <packages of servers.json>
 *   npx tsx bench/findings/dump-servers.ts --from /tmp/realservers [--only <package>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import type { BenignFile, Split } from './corpus';
import { CORPUS_DIR } from './load';

interface ServerEntry {
  package: string;
  bin: string;
  args: string[];
  env?: Record<string, string>;
  split: Split;
}

/** A server that hangs on start must not hold the refresh up. */
const LIST_TIMEOUT_MS = 30_000;

/**
 * Lists every page of one list method. A list that fails (a method the server does not implement
 * despite its capability, a database it cannot reach) is reported and counts as empty, so the
 * server's other listings are still kept.
 */
async function listAll<T>(list: (cursor?: string) => Promise<{ nextCursor?: string } & Record<string, unknown>>, key: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  try {
    do {
      const page = await list(cursor);
      items.push(...((page[key] as T[] | undefined) ?? []));
      cursor = page.nextCursor;
    } while (cursor);
  } catch (error) {
    console.log(`  ${key}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return items;
}

async function dump(entry: ServerEntry, from: string): Promise<ServerSurface> {
  const transport = new StdioClientTransport({
    command: path.join(from, 'node_modules', '.bin', entry.bin),
    args: entry.args,
    env: { ...getDefaultEnvironment(), ...entry.env },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'mcpscope-corpus', version: '0' });
  await client.connect(transport, { timeout: LIST_TIMEOUT_MS });
  try {
    const capabilities = client.getServerCapabilities() ?? {};
    const options = { timeout: LIST_TIMEOUT_MS };
    const instructions = client.getInstructions();
    return {
      server: entry.package,
      ...(instructions ? { instructions } : {}),
      tools: capabilities.tools ? await listAll((cursor) => client.listTools({ cursor }, options), 'tools') : [],
      prompts: capabilities.prompts ? await listAll((cursor) => client.listPrompts({ cursor }, options), 'prompts') : [],
      resources: capabilities.resources ? await listAll((cursor) => client.listResources({ cursor }, options), 'resources') : [],
      resourceTemplates: capabilities.resources ? await listAll((cursor) => client.listResourceTemplates({ cursor }, options), 'resourceTemplates') : [],
    };
  } finally {
    await client.close();
  }
}

function installedVersion(from: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(from, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, only: { type: 'string' } } });
  if (!values.from) throw new Error('--from <folder where the servers are installed> is required');
  const from = path.resolve(values.from);
  const { servers } = JSON.parse(readFileSync(new URL('servers.json', import.meta.url), 'utf8')) as { servers: ServerEntry[] };
  for (const entry of servers.filter((server) => !values.only || server.package === values.only)) {
    try {
      const surface = await dump(entry, from);
      const file: BenignFile = { source: `${entry.package}@${installedVersion(from, entry.package)}`, surfaces: [surface] };
      const target = path.join(CORPUS_DIR, entry.split, 'benign', `${entry.package.replace(/^@/, '').replace(/\//g, '__')}.json`);
      writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
      const count = surface.tools.length + (surface.prompts?.length ?? 0) + (surface.resources?.length ?? 0) + (surface.resourceTemplates?.length ?? 0);
      console.log(`${file.source}: ${count} definitions${surface.instructions ? ' + instructions' : ''} -> ${path.relative(process.cwd(), target)}`);
    } catch (error) {
      // One server that will not start is reported and skipped; the others still refresh.
      console.log(`${entry.package}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

await main();
