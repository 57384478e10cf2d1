/**
 * A secret in a live view (issue 17, finding 2): masked, with its kind, until the person clicks
 * to see it. Live only: exports are redacted by the bridge and never hold the value.
 */
import { useState, type ReactNode } from 'react';
import { useSecretScan } from './use-secret-scan';

export function MaskedSecret({ text, kind }: { text: string; kind: string }) {
  const [shown, setShown] = useState(false);
  return (
    <button
      type="button"
      data-testid="masked-secret"
      aria-pressed={shown}
      title={shown ? `${kind}: click to hide` : `${kind}: click to reveal`}
      onClick={() => setShown(!shown)}
      className="rounded bg-amber-100 px-1 font-mono text-amber-900 hover:bg-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:hover:bg-amber-900"
    >
      {shown ? text : `•••• ${kind}`}
    </button>
  );
}

/** A string with its secrets masked: the text between them as is. */
export function MaskedString({ text, spans, format = (part) => part }: { text: string; spans: readonly { start: number; end: number; kind: string }[]; format?: (part: string) => string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  spans.forEach((span, index) => {
    parts.push(format(text.slice(at, span.start)), <MaskedSecret key={index} text={format(text.slice(span.start, span.end))} kind={span.kind} />);
    at = span.end;
  });
  parts.push(format(text.slice(at)));
  return <>{parts}</>;
}

/** Text (a raw line, a stderr line, a lifecycle detail) with what the redaction engine finds masked. */
export function MaskedText({ text }: { text: string }) {
  const scan = useSecretScan(text);
  if (scan.status === 'pending') return <>Checking for secrets…</>;
  const secret = scan.status === 'ok' ? scan.at.get('') : undefined;
  return secret && 'hits' in secret ? <MaskedString text={text} spans={secret.hits} /> : <>{text}</>;
}
