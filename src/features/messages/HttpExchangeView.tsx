/**
 * HTTP as the server saw it (issue 18, item 5): the exchange that carried a message, or a GET
 * stream or DELETE of its own. Request headers first (the MCP ones first), then the answer's.
 * Values the redaction engine finds stay masked until clicked, as in every live view (issue 17).
 */
import { httpSummary, mcpHeadersFirst } from '../../core/http-facts';
import type { HttpHeaders, HttpRecord } from '../../core/wire-http';
import { MaskedSecret, MaskedString, MaskedText } from '../../ui/MaskedSecret';
import { useSecretScan } from '../../ui/use-secret-scan';

function HeaderValue({ name, value, scanned }: { name: string; value: string; scanned: ReturnType<typeof useSecretScan> }) {
  if (scanned.status === 'pending') return <span className="text-zinc-500">Checking for secrets…</span>;
  // A failed scan shows nothing rather than a secret.
  if (scanned.status === 'error') return <span className="text-zinc-500">not shown: {scanned.message}</span>;
  const secret = scanned.at.get(`/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  if (!secret) return <>{value}</>;
  return 'key' in secret ? <MaskedSecret text={value} kind={`value of ${name}`} /> : <MaskedString text={value} spans={secret.hits} />;
}

function HeaderList({ title, headers, testId }: { title: string; headers: HttpHeaders; testId: string }) {
  const scanned = useSecretScan(headers);
  const entries = mcpHeadersFirst(headers);
  return (
    <div data-testid={testId} className="min-w-0">
      <div className="mb-0.5 font-sans text-[11px] font-medium text-zinc-500">{title}</div>
      {entries.length === 0 ? (
        <div className="text-zinc-500">none</div>
      ) : (
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3">
          {entries.map(([name, value]) => (
            <div key={name} className="contents" data-testid="http-header" data-name={name}>
              <dt className={name.startsWith('mcp-') ? 'font-medium text-indigo-700 dark:text-indigo-300' : 'text-zinc-500'}>{name}</dt>
              <dd className="break-all">
                <HeaderValue name={name} value={value} scanned={scanned} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function HttpExchangeView({ exchange }: { exchange: HttpRecord }) {
  const failed = exchange.response === undefined || exchange.response.status < 200 || exchange.response.status >= 300;
  return (
    <section data-testid="http-exchange" aria-label="HTTP exchange" className="space-y-1.5 rounded border border-zinc-200 bg-white p-2 font-mono text-xs dark:border-zinc-800 dark:bg-zinc-950">
      <div className="flex flex-wrap items-baseline gap-2">
        <span className="font-sans text-[11px] font-semibold text-zinc-500">HTTP</span>
        <span data-testid="http-summary" className={failed ? 'text-red-700 dark:text-red-300' : ''}>
          <MaskedText text={httpSummary(exchange)} />
        </span>
        {exchange.error && <span className="text-red-700 dark:text-red-300">{exchange.error}</span>}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <HeaderList title="Request headers" headers={exchange.request.headers} testId="http-request-headers" />
        {exchange.response && <HeaderList title="Response headers" headers={exchange.response.headers} testId="http-response-headers" />}
      </div>
    </section>
  );
}
