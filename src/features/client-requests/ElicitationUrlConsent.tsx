/**
 * A URL a server wants the person to open (spec 2025-11-25 client/elicitation, "URL mode"): the
 * full URL and its domain, decoded and raw, as text. Nothing is fetched or previewed (no link, no
 * image); it opens only after explicit consent, only for http(s). Used for elicitation/create
 * requests and for the URLs a -32042 error carries.
 */
import { useMemo, useState } from 'react';
import { inspectElicitationUrl } from '../../core/elicitation-url';
import { Button } from '../../ui/Button';

export function ElicitationUrlConsent({ url, elicitationId, onOpen }: { url: unknown; elicitationId?: string; onOpen: (href: string) => void }) {
  const inspection = useMemo(() => inspectElicitationUrl(url), [url]);
  const [consent, setConsent] = useState(false);
  if (!inspection.ok) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {inspection.error} Sent: <span data-testid="elicitation-url" className="font-mono break-all">{JSON.stringify(url)}</span>
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <div className="space-y-1.5 rounded border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/30">
        <p className="text-zinc-600 dark:text-zinc-300">The server asks you to open this page:</p>
        <p className="text-base font-semibold" data-testid="elicitation-url-domain">
          {inspection.unicodeHostname || '(no host)'}
          {inspection.isInternationalized && (
            <span className="ml-2 font-mono text-xs font-normal text-amber-800 dark:text-amber-300">raw: {inspection.hostname}</span>
          )}
        </p>
        <p data-testid="elicitation-url" className="font-mono break-all select-all">{inspection.href}</p>
        {elicitationId && <p className="text-zinc-500">elicitationId <span className="font-mono">{elicitationId}</span></p>}
        {inspection.warnings.map((warning) => (
          <p key={warning} className="text-amber-800 dark:text-amber-300">⚠ {warning}</p>
        ))}
      </div>
      {inspection.openable && (
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-1.5">
            <input type="checkbox" data-testid="elicitation-url-consent" className="accent-indigo-600" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            I trust {inspection.unicodeHostname} and want to open it
          </label>
          <Button data-testid="elicitation-url-open" disabled={!consent} onClick={() => onOpen(inspection.href)}>
            Open in new tab ↗
          </Button>
        </div>
      )}
    </div>
  );
}

/** The one place a URL is opened: http(s) only, no opener, no referrer. */
export function openElicitationUrl(href: string): void {
  if (!/^https?:/i.test(href)) return;
  window.open(href, '_blank', 'noopener,noreferrer');
}
