/** One check's verdict, why, and, on demand, the exchanges that show it (request and response, masked bridge-side). */
import type { CheckResult, CheckStatus, Evidence } from '../../core/check/types';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Collapsible } from '../../ui/Collapsible';
import { JsonView } from '../../ui/JsonView';

const STATUS: Record<CheckStatus, { label: string; tone: BadgeTone }> = {
  pass: { label: 'pass', tone: 'success' },
  fail: { label: 'fail', tone: 'danger' },
  'not-applicable': { label: 'not applicable', tone: 'neutral' },
  'not-run': { label: 'not run', tone: 'warning' },
};

export function CheckResultItem({ result }: { result: CheckResult }) {
  const status = STATUS[result.status];
  return (
    <li data-testid={`check-${result.id}`} data-status={result.status} className="space-y-1 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone}>{status.label}</Badge>
        <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{result.id}</span>
        <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{result.title}</span>
        <a href={result.section} target="_blank" rel="noreferrer" className="text-xs text-indigo-700 underline dark:text-indigo-400">
          spec
        </a>
      </div>
      <p className="text-xs text-zinc-700 dark:text-zinc-300">{result.reason}</p>
      {result.status === 'fail' && <p className="text-xs text-zinc-600 dark:text-zinc-400">Fix: {result.remediation}</p>}
      {result.evidence.length > 0 && (
        <Collapsible title={`Evidence (${result.evidence.length})`} testId={`check-evidence-${result.id}`}>
          <ol className="space-y-3">
            {result.evidence.map((evidence, index) => (
              <EvidenceItem key={index} evidence={evidence} />
            ))}
          </ol>
        </Collapsible>
      )}
    </li>
  );
}

function EvidenceItem({ evidence }: { evidence: Evidence }) {
  const { request, response } = evidence;
  const sent = request.verb ? `${request.verb}` : 'stdin';
  const got = response.failure ?? (response.status === undefined ? 'stdout' : `HTTP ${response.status}`);
  return (
    <li className="space-y-1 text-xs">
      <div className="font-medium text-zinc-800 dark:text-zinc-200">{evidence.label}</div>
      <div className="grid gap-2 lg:grid-cols-2">
        <div className="min-w-0">
          <div className="text-zinc-500 dark:text-zinc-400">Sent ({sent})</div>
          <JsonView collapsedDepth={6} value={{ ...(request.headers ? { headers: request.headers } : {}), ...(request.body === undefined ? {} : { body: request.body }) }} />
        </div>
        <div className="min-w-0">
          <div className="text-zinc-500 dark:text-zinc-400">Received ({got})</div>
          <JsonView collapsedDepth={6} value={{ ...(response.headers ? { headers: response.headers } : {}), messages: response.messages, ...(response.text ? { text: response.text } : {}) }} />
        </div>
      </div>
    </li>
  );
}
