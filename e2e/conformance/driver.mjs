#!/usr/bin/env node
// The client conformance driver (issue 7, item 5; docs/conformance.md). The suite runs it as
// `node e2e/conformance/driver.mjs <server-url>` with MCP_CONFORMANCE_SCENARIO set, and judges
// the client by what reaches its test server. mcpscope runs from its TypeScript sources, like
// bin/mcpscope.js, so tsx is registered before the scenarios are loaded.
import { register } from 'tsx/esm/api';

register();
const { runScenario } = await import('./scenarios.ts');

const url = process.argv.at(-1);
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
if (!url || !/^https?:\/\//.test(url)) {
  console.error('usage: MCP_CONFORMANCE_SCENARIO=<name> node e2e/conformance/driver.mjs <server-url>');
  process.exit(2);
}
const started = Date.now();
const log = (line) => console.log(`[${scenario} +${Date.now() - started} ms] ${line}`);
const code = await runScenario(scenario, url, log);
log(`done, exit ${code}`);
// The suite waits for the process to end; a keep-alive socket must not hold it open.
process.exit(code);
