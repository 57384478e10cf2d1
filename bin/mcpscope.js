#!/usr/bin/env node
// Runs the TypeScript CLI straight from the sources through tsx, so `npx mcpscope` and
// `npm start` work from a clone without a separate server build.
import { register } from 'tsx/esm/api';

register();
await import('../server/cli.ts');
