/** One entry of a resources/read result's `contents`, previewed by kind, with its type and size. */
import { useState } from 'react';
import { blobDataUrl, type ResourceContent } from '../../core/resource-content';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { CappedText, JsonView } from '../../ui/JsonView';
import { formatBytes } from '../tools/call-format';
import { downloadBase64 } from './download';
import { GunzipPreview, looksGzipped } from './GunzipPreview';
import { HexDump } from './HexDump';
import { MarkdownView } from './lazy-resource-views';

export function ResourceContentView({ item, index, requestedUri }: { item: ResourceContent; index: number; requestedUri: string }) {
  const [source, setSource] = useState(false);
  if (item.kind === 'unknown') {
    return (
      <Frame kind="unknown" index={index}>
        <p className="text-xs text-amber-700 dark:text-amber-400">Not valid resource contents: {item.reason}.</p>
        <JsonView value={item.raw} />
      </Frame>
    );
  }
  const header = (
    <>
      <span data-testid="resource-mime" className="font-mono">
        {item.mimeType ?? 'no mimeType'}
      </span>
      <span data-testid="resource-size" data-bytes={item.bytes}>
        {formatBytes(item.bytes)}
      </span>
      <span className="flex-1" />
      {item.kind === 'markdown' && (
        <Button variant="ghost" aria-pressed={source} onClick={() => setSource(!source)} data-testid="markdown-source-toggle">
          {source ? 'Rendered' : 'Source'}
        </Button>
      )}
      {'text' in item && <CopyButton text={item.text} />}
      {'blob' in item && (
        <Button data-testid="download-blob" onClick={() => downloadBase64(item.blob, item.mimeType, item.uri)}>
          Download
        </Button>
      )}
    </>
  );
  return (
    <Frame kind={item.kind} index={index} header={header}>
      {/* A server may answer with contents for other URIs (e.g. a directory's children). */}
      {item.uri !== requestedUri && (
        <p className="mb-1 truncate font-mono text-[11px] text-zinc-500" title={item.uri}>
          {item.uri}
        </p>
      )}
      <Body item={item} source={source} />
    </Frame>
  );
}

function Body({ item, source }: { item: Exclude<ResourceContent, { kind: 'unknown' }>; source: boolean }) {
  switch (item.kind) {
    case 'json':
      return <JsonView value={item.json} />;
    case 'markdown':
      return source ? <CappedText text={item.text} /> : <MarkdownView text={item.text} />;
    case 'text':
      return <CappedText text={item.text} />;
    case 'image':
      return (
        <img
          src={blobDataUrl(item.blob, item.mimeType)}
          alt={`Resource image (${item.mimeType ?? 'image'})`}
          className="max-h-96 max-w-full rounded border border-zinc-200 bg-[repeating-conic-gradient(#e4e4e7_0_25%,transparent_0_50%)] bg-[length:16px_16px] dark:border-zinc-800"
        />
      );
    case 'audio':
      return <audio controls src={blobDataUrl(item.blob, item.mimeType)} aria-label={`Resource audio (${item.mimeType ?? 'audio'})`} />;
    case 'blob':
      return (
        <>
          <HexDump blob={item.blob} bytes={item.bytes} />
          {looksGzipped(item.blob, item.mimeType) && <GunzipPreview key={item.blob} blob={item.blob} />}
        </>
      );
  }
}

function Frame({
  kind,
  index,
  header,
  children,
}: {
  kind: ResourceContent['kind'];
  index: number;
  header?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div data-testid="resource-content" data-kind={kind} className="rounded border border-zinc-200 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2 border-b border-zinc-200 px-2 py-1 text-[11px] text-zinc-500 dark:border-zinc-800">
        <span className="font-mono">contents[{index}]</span>
        <Badge tone="neutral">{kind}</Badge>
        {header}
      </div>
      <div className="p-2">{children}</div>
    </div>
  );
}
