#!/usr/bin/env node
// The bundled demo MCP server on stdio, runnable by name, e.g.
//   mcpscope scan --stdio "mcpscope-demo --suspicious"
import { runEntry } from './run-entry.js';

await runEntry('server/demo/main.ts', 'dist/server/demo.js');
