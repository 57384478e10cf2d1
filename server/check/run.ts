/**
 * `mcpscope check`'s engine (issue 18, item 7): speaks to the server as a 2026-07-28 client, as a
 * 2025-11-25 client and, over HTTP, as a careless one, then judges each check of the catalogue
 * (src/core/check/catalogue.ts) from what came back. Evidence is masked before it leaves.
 */
import { CHECKS, type CheckId } from '../../src/core/check/catalogue';
import {
  judgeCacheHints,
  judgeDiscover,
  judgeGetDelete,
  judgeHeaderMismatch,
  judgeLegacyRefused,
  judgeLegacyServed,
  judgeNoServerRequests,
  judgeResultTypes,
  judgeSameAnswer,
  judgeTamperedRetry,
} from '../../src/core/check/judge';
import { isObject } from '../../src/core/is-object';
import { resultOf } from '../../src/core/check/messages';
import { LEGACY_VERSION, modernHeaders, modernRequest } from '../../src/core/check/requests';
import { verdict, type CheckApps, type CheckReport, type CheckResult, type CheckVerdict, type Evidence } from '../../src/core/check/types';
import { redactJsonValues } from '../../src/core/redaction/redact-json';
import { reviewApps } from './apps';
import { conformanceChecks, type SuiteRunner } from './conformance';
import { legacyView, type LegacyView } from './legacy';
import { modernClient, retryTampered, survey, type Survey, type ToolCall } from './survey';
import type { Session, Wire } from './wire';

export interface RunOptions {
  /** Tools the check may call besides those marked read-only. */
  calls: readonly string[];
  /** Run the official conformance suite (needs npx and the network); a runner replaces npx in tests. */
  conformance: boolean | SuiteRunner;
  /** The server means to refuse 2025-era clients: legacy-clients-served then checks the refusal. */
  modernOnly: boolean;
}

const NO_TOOL = 'No tool the check may call: it calls tools marked readOnlyHint, and those named with --call.';

export async function checkReport(wire: Wire, options: RunOptions): Promise<CheckReport> {
  const { results, apps } = await runChecks(wire, options);
  return { target: wire.label, transport: wire.transport, results, ...(apps ? { apps } : {}) };
}

async function runChecks(wire: Wire, options: RunOptions): Promise<{ results: CheckResult[]; apps?: CheckApps }> {
  const session = await wire.open();
  const verdicts = new Map<CheckId, CheckVerdict>();
  let suite: CheckResult[] = [];
  let apps: CheckApps | undefined;
  try {
    const client = modernClient(session);
    const seen = await survey(client, options.calls);
    apps = await reviewApps(client, seen, wire.label);
    const tamper = await retryTampered(client, seen.calls);
    const modern = [...seen.all, ...(tamper ? [tamper.tampered] : [])];
    verdicts.set('discover', judgeDiscover(seen.discover));
    verdicts.set('result-type', judgeResultTypes(modern));
    verdicts.set('cache-hints', judgeCacheHints(modern));
    verdicts.set('no-server-requests', judgeNoServerRequests(modern));
    verdicts.set('request-state-tamper', tamper ? judgeTamperedRetry(tamper.tampered, [tamper.before]) : verdict('not-applicable', seen.calls.length === 0 ? NO_TOOL : 'No tool call the check made was handed a requestState.'));
    if (wire.bare) {
      verdicts.set('http-get-delete-405', judgeGetDelete([await wire.bare('GET'), await wire.bare('DELETE')]));
      verdicts.set('header-mismatch', judgeHeaderMismatch(await contradictions(session, seen)));
    }
    const comparable = seen.calls.filter((call) => call.rounds.length === 1 && resultOf(call.rounds[0]!)?.resultType === 'complete');
    const legacy = await legacyView(wire, comparable);
    verdicts.set('legacy-clients-served', options.modernOnly ? judgeLegacyRefused(legacy.initialize) : judgeLegacyServed(legacy.initialize, legacy.list));
    verdicts.set('same-tool-both-eras', compareEras(seen, comparable, legacy));
    if (options.conformance !== false) {
      const capabilities = resultOf(legacy.initialize)?.capabilities;
      suite = await conformanceChecks({
        url: wire.url ?? null,
        legacyCapabilities: isObject(capabilities) ? capabilities : null,
        ...(typeof options.conformance === 'function' ? { run: options.conformance } : {}),
      });
    }
  } finally {
    await session.close();
  }
  const own = CHECKS.map((check) => {
    const given = verdicts.get(check.id) ?? verdict('not-applicable', `Applies over ${check.transports.join(' and ')} only.`);
    return { id: check.id, title: check.title, section: check.section, remediation: check.remediation, ...given };
  });
  return { results: await masked([...own, ...suite]), ...(apps ? { apps } : {}) };
}

function compareEras(seen: Survey, comparable: readonly ToolCall[], legacy: LegacyView): CheckVerdict {
  if (resultOf(legacy.initialize) === undefined) return verdict('not-applicable', 'Older clients are not served (see legacy-clients-served), so there is nothing to compare.');
  if (comparable.length === 0) return verdict('not-applicable', seen.calls.length === 0 ? NO_TOOL : 'No tool the check called completed in one round as a 2026-07-28 client.');
  const verdicts = comparable.map((call) => judgeSameAnswer(call.tool, call.rounds[0]!, legacy.calls.get(call.tool)!));
  const failed = verdicts.filter((one) => one.status === 'fail');
  const shown = failed.length > 0 ? failed : verdicts;
  return verdict(failed.length > 0 ? 'fail' : 'pass', shown.map((one) => one.reason).join(' '), shown.flatMap((one) => one.evidence));
}

/** Requests whose headers contradict their bodies: the method, a tool's name, the protocol version. */
async function contradictions(session: Session, seen: Survey): Promise<Evidence[]> {
  const probes: { label: string; body: ReturnType<typeof modernRequest>; override: Record<string, string> }[] = [
    { label: 'tools/list sent with Mcp-Method: prompts/list', body: modernRequest(901, 'tools/list'), override: { 'Mcp-Method': 'prompts/list' } },
    { label: `tools/list sent with MCP-Protocol-Version: ${LEGACY_VERSION}`, body: modernRequest(902, 'tools/list'), override: { 'MCP-Protocol-Version': LEGACY_VERSION } },
  ];
  const call = seen.calls[0];
  if (call !== undefined) {
    // A read-only tool the survey already called: if the server does not refuse, no harm is done.
    probes.push({ label: `tools/call ${call.tool} sent with Mcp-Name: mcpscope-check-other`, body: modernRequest(903, 'tools/call', { name: call.tool, arguments: call.args }), override: { 'Mcp-Name': 'mcpscope-check-other' } });
  }
  const out: Evidence[] = [];
  for (const probe of probes) out.push(await session.send(probe.label, probe.body, { ...modernHeaders(probe.body, call?.inputSchema), ...probe.override }));
  return out;
}

/** Every piece of evidence through the redaction engine: a bearer token in a header stays home. */
async function masked(results: CheckResult[]): Promise<CheckResult[]> {
  const { values } = await redactJsonValues(results.map((result) => result.evidence));
  return results.map((result, index) => ({ ...result, evidence: values[index] as Evidence[] }));
}
