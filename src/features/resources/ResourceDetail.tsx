/** A listed resource: what the server said about it, then the reader. */
import type { LiveFinding } from '../../core/findings-api';
import { marksAt } from '../../core/findings-view';
import type { ResourceEntry } from '../../core/resource-listing';
import { displayName } from '../../core/resource-listing';
import { AnnotatedText } from '../../ui/AnnotatedText';
import { Badge } from '../../ui/Badge';
import { CopyButton } from '../../ui/CopyButton';
import { JsonView } from '../../ui/JsonView';
import { Collapsible } from '../../ui/Collapsible';
import { FindingsInline } from '../findings/FindingsInline';
import { formatBytes } from '../tools/call-format';
import { ResourceReader, type ResourceReaderProps } from './ResourceReader';

export function ResourceDetail({ entry, reader, findings }: { entry: ResourceEntry; reader: ResourceReaderProps; findings: readonly LiveFinding[] }) {
  return (
    <div className="space-y-4" data-testid="resource-detail" data-uri={entry.uri}>
      <DetailHeader
        name={displayName(entry, entry.uri)}
        subtitle={entry.title && entry.name ? entry.name : undefined}
        address={entry.uri}
        description={entry.description}
        raw={entry.raw}
        findings={findings}
        descriptionPath={`resources/${entry.uri}/description`}
      >
        {entry.mimeType && <Badge tone="neutral">{entry.mimeType}</Badge>}
        {entry.size !== undefined && <Badge tone="neutral">{formatBytes(entry.size)}</Badge>}
      </DetailHeader>
      <ResourceReader {...reader} />
    </div>
  );
}

export function DetailHeader({
  name,
  subtitle,
  address,
  description,
  raw,
  findings,
  descriptionPath,
  children,
}: {
  name: string;
  subtitle?: string;
  address: string;
  description?: string;
  raw: Record<string, unknown>;
  /** The definition's findings (issue 4): marked in the description and listed. */
  findings: readonly LiveFinding[];
  /** Where the analysis files findings in the description (src/core/analysis/text-fields.ts). */
  descriptionPath: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="space-y-2">
      <h2 className="text-base font-semibold break-words">{name}</h2>
      {subtitle && <p className="font-mono text-xs text-zinc-500">{subtitle}</p>}
      <div className="flex items-start gap-2">
        {/* Long URIs (data: URIs can be megabytes) are clamped; the copy button has all of it. */}
        <p className="line-clamp-3 min-w-0 flex-1 font-mono text-xs break-all text-zinc-700 dark:text-zinc-300" title={address.slice(0, 2000)}>
          {address}
        </p>
        <CopyButton text={address} label="Copy URI" />
      </div>
      {children && <div className="flex flex-wrap gap-1">{children}</div>}
      {/* Plain text on purpose: descriptions are server-controlled and must never render as HTML. */}
      {description && (
        <p data-testid="resource-description" className="max-h-40 overflow-y-auto text-sm break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">
          <AnnotatedText text={description} marks={marksAt(findings, descriptionPath)} />
        </p>
      )}
      <FindingsInline findings={findings} label="Findings in this definition" />
      <Collapsible title="Definition" testId="resource-definition">
        <JsonView value={raw} />
      </Collapsible>
    </header>
  );
}
