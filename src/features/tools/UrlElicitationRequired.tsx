/**
 * What a -32042 UrlElicitationRequiredError means (spec 2025-11-25 client/elicitation): the server
 * refused the request until the person completes a browser flow. The error lists the URLs; the
 * person opens one (after consent), then runs the same call again.
 */
import { useMemo } from 'react';
import { urlElicitationsInError } from '../../core/elicitation';
import { ElicitationUrlConsent, openElicitationUrl } from '../client-requests/ElicitationUrlConsent';

export const URL_ELICITATION_REQUIRED = -32042;

export function UrlElicitationRequired({ data }: { data: unknown }) {
  const elicitations = useMemo(() => urlElicitationsInError(data), [data]);
  return (
    <div data-testid="url-elicitation-required" className="mt-2 space-y-2 rounded bg-white/60 p-2 text-zinc-800 dark:bg-black/30 dark:text-zinc-200">
      <p>
        The server needs you to finish a step in your browser (sign-in, consent, payment…) before it will run this request. Open the
        page below, complete it there, then run the call again with the same arguments (Re-run in the history).
      </p>
      {elicitations.length === 0 && <p className="text-amber-800 dark:text-amber-300">The error names no URL elicitation in data.elicitations.</p>}
      {elicitations.map((elicitation, index) => (
        <div key={elicitation.elicitationId ?? index} className="space-y-1">
          {elicitation.message && <p className="whitespace-pre-wrap">{elicitation.message}</p>}
          <ElicitationUrlConsent url={elicitation.url} elicitationId={elicitation.elicitationId} onOpen={openElicitationUrl} />
        </div>
      ))}
    </div>
  );
}
