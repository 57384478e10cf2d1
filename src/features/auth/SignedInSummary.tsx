import type { SignedInInfo } from '../../core/auth/types';
import { describeExpiry } from './auth-view';

/** Who the connection is signed in as. By construction it holds no token value (SignedInInfo has none). */
export function SignedInSummary({ info, now }: { info: SignedInInfo; now: number }) {
  const rows: [string, string][] = [
    ['Issuer', info.issuer ?? '(unknown: no authorization server metadata)'],
    ['Client ID', info.clientId],
    ['Scope', info.scope ?? '(none granted explicitly)'],
    ['Access token expires', describeExpiry(info.expiresAt, now)],
    ['Refresh token', info.hasRefreshToken ? 'yes' : 'no'],
  ];
  return (
    <section
      data-testid="auth-signed-in"
      aria-label="Signed in"
      className="rounded border border-emerald-300 bg-emerald-50 p-2 text-xs dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      <h3 className="mb-1 font-semibold text-emerald-800 dark:text-emerald-200">Signed in</h3>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-[11px]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="font-mono break-all" data-testid={`auth-signed-in-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
