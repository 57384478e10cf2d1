/**
 * What a 2026-07-28 client sees of the server (issue 18, item 7): server/discover, the lists its
 * capabilities offer, and a call of each tool the check may call, every MRTR round answered by
 * the check itself. Most verdicts are read off this one pass.
 */
import { isObject } from '../../src/core/is-object';
import { resultOf, type Json } from '../../src/core/check/messages';
import { answerInputRequests, modernHeaders, modernRequest } from '../../src/core/check/requests';
import { tamperRequestState } from '../../src/core/check/tamper';
import { sampleFor } from '../../src/core/check/sample';
import type { Evidence } from '../../src/core/check/types';
import type { Session } from './wire';

/** A tool that keeps asking is not driven further: the check has seen what it needs. */
const MAX_ROUNDS = 4;
const LISTS = [
  ['tools', 'tools/list'],
  ['prompts', 'prompts/list'],
  ['resources', 'resources/list'],
] as const;

export interface ToolCall {
  tool: string;
  inputSchema: unknown;
  args: Json;
  rounds: Evidence[];
}

export interface Survey {
  discover: Evidence;
  /** Every exchange of the survey, in order. */
  all: Evidence[];
  /** The tools listed, as listed. */
  tools: Json[];
  /** The resources listed, as listed (the apps part reads the CSP of an app's listing). */
  resources: Json[];
  calls: ToolCall[];
}

export interface ModernClient {
  send(label: string, method: string, params?: Json, inputSchema?: unknown): Promise<Evidence>;
}

export function modernClient(session: Session): ModernClient {
  let id = 0;
  return {
    send: (label, method, params = {}, inputSchema) => {
      const body = modernRequest((id += 1), method, params);
      return session.send(label, body, modernHeaders(body, inputSchema));
    },
  };
}

/** `calls`: tools named with --call; read-only tools (readOnlyHint) are called anyway. */
export async function survey(client: ModernClient, calls: readonly string[]): Promise<Survey> {
  const discover = await client.send('server/discover', 'server/discover');
  const all = [discover];
  const capabilities = resultOf(discover)?.capabilities;
  const offered = isObject(capabilities) ? LISTS.filter(([capability]) => capability in capabilities) : LISTS.slice(0, 1);
  let tools: Json[] = [];
  let resources: Json[] = [];
  for (const [capability, method] of offered) {
    const listed = await client.send(method, method);
    all.push(listed);
    const items = resultOf(listed)?.[capability];
    if (capability === 'tools' && Array.isArray(items)) tools = items.filter(isObject);
    if (capability === 'resources' && Array.isArray(items)) resources = items.filter(isObject);
  }
  const callable = tools.filter((tool) => calls.includes(String(tool.name)) || (isObject(tool.annotations) && tool.annotations.readOnlyHint === true));
  const made: ToolCall[] = [];
  for (const tool of callable) {
    const call = await callTool(client, String(tool.name), tool.inputSchema);
    made.push(call);
    all.push(...call.rounds);
  }
  return { discover, all, tools, resources, calls: made };
}

async function callTool(client: ModernClient, tool: string, inputSchema: unknown): Promise<ToolCall> {
  const args = (sampleFor(inputSchema) ?? {}) as Json;
  const rounds: Evidence[] = [];
  let params: Json = { name: tool, arguments: args };
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const evidence = await client.send(`tools/call ${tool}${round > 1 ? `, round ${round}` : ''}`, 'tools/call', params, inputSchema);
    rounds.push(evidence);
    const result = resultOf(evidence);
    if (result?.resultType !== 'input_required') break;
    params = retryParams(tool, args, result);
  }
  return { tool, inputSchema, args, rounds };
}

/** The retry of an input_required round: the same call, the check's answers, the state echoed. */
function retryParams(tool: string, args: Json, result: Json, requestState = result.requestState): Json {
  return { name: tool, arguments: args, inputResponses: answerInputRequests(result.inputRequests), ...(typeof requestState === 'string' ? { requestState } : {}) };
}

/** The first round that handed out a requestState, retried with that state tampered with; undefined when no call had state. */
export async function retryTampered(client: ModernClient, calls: readonly ToolCall[]): Promise<{ tampered: Evidence; before: Evidence } | undefined> {
  for (const call of calls) {
    const before = call.rounds.find((round) => typeof resultOf(round)?.requestState === 'string');
    const result = before === undefined ? undefined : resultOf(before);
    if (before === undefined || result === undefined) continue;
    const params = retryParams(call.tool, call.args, result, tamperRequestState(String(result.requestState)));
    const tampered = await client.send(`tools/call ${call.tool}, tampered requestState`, 'tools/call', params, call.inputSchema);
    return { tampered, before };
  }
  return undefined;
}
