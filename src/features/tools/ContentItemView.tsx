/** One item of a CallToolResult's content array, rendered by kind (spec 2025-06-18 server/tools). */
import type { TextMark } from '../../core/findings-view';
import type { ContentItem } from '../../core/tool-result';
import { AnnotatedText } from '../../ui/AnnotatedText';
import { CappedText, JsonView } from '../../ui/JsonView';
import { CopyButton } from '../../ui/CopyButton';
import { Badge } from '../../ui/Badge';
import { formatBytes } from './call-format';
import { ClippedTextItem } from './ClippedTextItem';
import type { ClippedSource } from './use-clipped-text';

/**
 * `marks`: findings inside a text item (src/core/findings-view.ts), e.g. a secret to mask.
 * `clipped`: set when the bridge sent the item's text as a preview; the rest is fetched on demand.
 */
export function ContentItemView({ item, index, marks = [], clipped }: { item: ContentItem; index: number; marks?: readonly TextMark[]; clipped?: ClippedSource }) {
  const text = item.kind === 'text' || item.kind === 'resource_text' ? item.text : undefined;
  return (
    <div
      data-testid="content-item"
      data-kind={item.kind}
      className="rounded border border-zinc-200 dark:border-zinc-800"
    >
      <div className="flex items-center gap-2 border-b border-zinc-200 px-2 py-1 text-[11px] text-zinc-500 dark:border-zinc-800">
        <span className="font-mono">content[{index}]</span>
        <Badge tone="neutral">{KIND_LABELS[item.kind]}</Badge>
        {'mimeType' in item && item.mimeType && <span className="font-mono">{item.mimeType}</span>}
        <span className="flex-1" />
        {/* A clipped text has its own "Copy full"; this one would copy the preview only. */}
        {copyText(item) !== undefined && !clipped && <CopyButton text={copyText(item)!} />}
      </div>
      <div className="p-2">
        {clipped && text !== undefined ? (
          <ClippedTextItem preview={text} source={clipped} marks={marks} />
        ) : item.kind === 'text' && marks.length > 0 ? (
          // Marked text is shown as text, even when it parses as JSON: a masked secret must stay masked.
          <pre className="max-h-[32rem] overflow-auto font-mono text-xs leading-5 break-words whitespace-pre-wrap">
            <AnnotatedText text={item.text} marks={marks} />
          </pre>
        ) : (
          <ContentBody item={item} />
        )}
      </div>
    </div>
  );
}

const KIND_LABELS: Record<ContentItem['kind'], string> = {
  text: 'text',
  image: 'image',
  audio: 'audio',
  resource_link: 'resource_link',
  resource_text: 'resource (text)',
  resource_blob: 'resource (blob)',
  unknown: 'unrecognised',
};

function copyText(item: ContentItem): string | undefined {
  if (item.kind === 'text' || item.kind === 'resource_text') return item.text;
  if (item.kind === 'resource_link') return item.uri;
  return undefined;
}

function ContentBody({ item }: { item: ContentItem }) {
  switch (item.kind) {
    case 'text':
      return item.json !== undefined ? <JsonView value={item.json} /> : <CappedText text={item.text} />;
    case 'image':
      return (
        <figure className="space-y-1">
          <img
            src={item.dataUrl}
            alt={`Image result (${item.mimeType})`}
            className="max-h-96 max-w-full rounded border border-zinc-200 bg-[repeating-conic-gradient(#e4e4e7_0_25%,transparent_0_50%)] bg-[length:16px_16px] dark:border-zinc-800"
          />
          <figcaption className="text-[11px] text-zinc-500">{formatBytes(item.bytes)}</figcaption>
        </figure>
      );
    case 'audio':
      return (
        <div className="space-y-1">
          <audio controls src={item.dataUrl} aria-label={`Audio result (${item.mimeType})`} />
          <p className="text-[11px] text-zinc-500">{formatBytes(item.bytes)}</p>
        </div>
      );
    case 'resource_link':
      // Shown, never followed: the URI is server-controlled and opening it is the user's call.
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-zinc-500">uri</dt>
          <dd className="font-mono break-all">{item.uri}</dd>
          {item.name && <Field label="name" value={item.name} />}
          {item.title && <Field label="title" value={item.title} />}
          {item.mimeType && <Field label="mimeType" value={item.mimeType} />}
          {item.description && <Field label="description" value={item.description} />}
        </dl>
      );
    case 'resource_text':
      return (
        <div className="space-y-1">
          <p className="font-mono text-xs break-all text-zinc-500">{item.uri}</p>
          {item.json !== undefined ? <JsonView value={item.json} /> : <CappedText text={item.text} />}
        </div>
      );
    case 'resource_blob':
      return (
        <div className="flex flex-wrap items-center gap-3 text-xs">
          <span className="font-mono break-all">{item.uri}</span>
          <span className="text-zinc-500">{formatBytes(item.bytes)} blob</span>
          <a
            href={`data:${item.mimeType ?? 'application/octet-stream'};base64,${item.blob}`}
            download={item.uri.split('/').pop() || 'resource'}
            className="text-indigo-600 hover:underline dark:text-indigo-400"
          >
            Download
          </a>
        </div>
      );
    case 'unknown':
      return (
        <div className="space-y-1">
          <p className="text-xs text-amber-700 dark:text-amber-400">Not a content type mcpscope knows: {item.reason}.</p>
          <JsonView value={item.raw} />
        </div>
      );
  }
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-zinc-500">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{value}</dd>
    </>
  );
}
