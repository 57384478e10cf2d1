import type { HttpExchange } from '../../core/auth/types';
import { CopyButton } from '../../ui/CopyButton';
import { prettyBody } from './auth-view';

/**
 * One HTTP request of the sign-in flow and its answer, exactly as the bridge recorded it: secrets
 * arrive already masked (src/core/auth/mask.ts), so what is shown here is what may be shown.
 */
export function HttpExchangeView({ exchange }: { exchange: HttpExchange }) {
  const { request, response } = exchange;
  return (
    <div data-testid="auth-exchange" className="space-y-1.5 rounded border border-zinc-200 p-2 dark:border-zinc-800">
      <p className="flex min-w-0 items-center gap-2 font-mono text-[11px]">
        <span className="shrink-0 font-semibold">{request.method}</span>
        <span className="min-w-0 break-all" data-testid="auth-exchange-url">
          {request.url}
        </span>
        <span className="ml-auto shrink-0 text-zinc-500">
          {response ? (
            <span data-testid="auth-exchange-status" className={response.status >= 400 ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}>
              HTTP {response.status}
            </span>
          ) : (
            <span className="text-red-700 dark:text-red-300">no answer</span>
          )}{' '}
          · {Math.round(exchange.durationMs)} ms
        </span>
      </p>
      <div className="grid gap-2 lg:grid-cols-2">
        <ExchangeHalf title="Request" headers={request.headers} body={request.body} testId="auth-request" />
        {response ? (
          <ExchangeHalf title="Response" headers={response.headers} body={response.body} testId="auth-response" />
        ) : (
          <p className="text-[11px] text-red-700 dark:text-red-300">{exchange.error ?? 'The request got no answer.'}</p>
        )}
      </div>
    </div>
  );
}

function ExchangeHalf({ title, headers, body, testId }: { title: string; headers: Record<string, string>; body: string | undefined; testId: string }) {
  const entries = Object.entries(headers);
  const shown = body === undefined || body === '' ? undefined : prettyBody(body, headers);
  return (
    <section data-testid={testId} aria-label={title} className="min-w-0 space-y-1">
      <div className="flex items-center gap-2">
        <h5 className="flex-1 text-[10px] font-semibold tracking-wide text-zinc-500 uppercase">{title}</h5>
        {shown && <CopyButton text={shown.text} label={`Copy ${title.toLowerCase()} body`} />}
      </div>
      {entries.length > 0 ? (
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-2 font-mono text-[11px] leading-4">
          {entries.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-zinc-500">{name}:</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-[11px] text-zinc-500">No headers.</p>
      )}
      {shown ? (
        <pre className="max-h-72 overflow-auto rounded bg-zinc-50 p-1.5 font-mono text-[11px] leading-4 break-all whitespace-pre-wrap dark:bg-zinc-900" data-body-kind={shown.kind}>
          {shown.text}
        </pre>
      ) : (
        <p className="text-[11px] text-zinc-500">No body.</p>
      )}
    </section>
  );
}
