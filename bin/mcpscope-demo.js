#!/usr/bin/env node
// The bundled demo MCP server on stdio, runnable by name, e.g.
//   mcpscope scan --stdio "mcpscope-demo --suspicious"
import { register } from 'tsx/esm/api';

register();
await import('../server/demo/main.ts');
