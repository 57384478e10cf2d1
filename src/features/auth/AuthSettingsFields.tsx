import { useId, useState } from 'react';
import { FormField as Field } from '../../ui/FormField';
import type { AuthFields } from './auth-fields';
import { DisclosureButton } from '../../ui/DisclosureButton';

/**
 * The "Authorization" section of the New connection form for HTTP and SSE servers (issue 7).
 * Closed by default: most servers need none of it, since mcpscope discovers and registers by itself.
 */
export function AuthSettingsFields({ value, onChange, inputClass }: { value: AuthFields; onChange: (next: AuthFields) => void; inputClass: string }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const set = (key: 'clientId' | 'clientSecret' | 'clientMetadataUrl' | 'scope') => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  const filled = value.clientId !== '' || value.clientSecret !== '' || value.clientMetadataUrl !== '' || value.scope !== '' || value.headless;
  return (
    <fieldset data-testid="auth-settings" className="rounded border border-zinc-200 dark:border-zinc-800">
      <legend className="sr-only">Authorization</legend>
      <DisclosureButton
        open={open}
        controls={bodyId}
        onToggle={() => setOpen(!open)}
        className="flex w-full items-center gap-1 px-1.5 py-1 text-left text-[11px] font-medium text-zinc-600 dark:text-zinc-400"
      >
        Authorization (OAuth)
        {filled && !open && <span className="ml-auto text-[10px] font-normal text-indigo-600 dark:text-indigo-400">set</span>}
      </DisclosureButton>
      {open && (
        <div id={bodyId} className="space-y-1.5 border-t border-zinc-200 p-1.5 dark:border-zinc-800">
          <p className="text-[10px] text-zinc-500">
            Leave empty to discover and register automatically. A static token goes in Headers instead (Authorization: Bearer …).
          </p>
          <Field label="Client ID (pre-registered)">
            <input className={inputClass} value={value.clientId} onChange={set('clientId')} autoComplete="off" spellCheck={false} />
          </Field>
          <Field label="Client secret" hint="Kept by the bridge only; shown masked afterwards.">
            <input className={inputClass} type="password" value={value.clientSecret} onChange={set('clientSecret')} autoComplete="new-password" />
          </Field>
          <Field label="Client ID Metadata Document URL" hint="https URL with a path; used when the server supports CIMD.">
            <input className={inputClass} type="url" value={value.clientMetadataUrl} onChange={set('clientMetadataUrl')} placeholder="https://example.com/client.json" />
          </Field>
          <Field label="Scope override" hint="Instead of the scope from WWW-Authenticate or scopes_supported.">
            <input className={inputClass} value={value.scope} onChange={set('scope')} placeholder="mcp:read mcp:write" spellCheck={false} />
          </Field>
          <label className="flex items-start gap-1 text-[11px] text-zinc-700 dark:text-zinc-300">
            <input type="checkbox" className="mt-0.5 accent-indigo-600" checked={value.headless} onChange={(event) => onChange({ ...value, headless: event.target.checked })} />
            Complete sign-in without a browser when the server redirects at once
          </label>
        </div>
      )}
    </fieldset>
  );
}
