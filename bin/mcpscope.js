#!/usr/bin/env node
import { runEntry } from './run-entry.js';

await runEntry('server/cli.ts', 'dist/server/cli.js');
