/**
 * Markdown from a server, rendered safely: raw HTML is skipped (never interpreted), link URLs go
 * through react-markdown's default sanitising transform, and images are not loaded (a remote
 * image would be a request the user never asked for); their address is shown instead.
 * Loaded lazily (lazy-resource-views.tsx) so react-markdown is not in the first page.
 */
import { useState, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { TEXT_CAP } from '../../ui/JsonView';

const COMPONENTS: Components = {
  h1: (props) => <h1 className="mt-3 mb-2 text-lg font-semibold" {...strip(props)} />,
  h2: (props) => <h2 className="mt-3 mb-2 text-base font-semibold" {...strip(props)} />,
  h3: (props) => <h3 className="mt-2 mb-1 text-sm font-semibold" {...strip(props)} />,
  h4: (props) => <h4 className="mt-2 mb-1 text-sm font-medium" {...strip(props)} />,
  p: (props) => <p className="my-2" {...strip(props)} />,
  ul: (props) => <ul className="my-2 list-disc pl-5" {...strip(props)} />,
  ol: (props) => <ol className="my-2 list-decimal pl-5" {...strip(props)} />,
  blockquote: (props) => (
    <blockquote className="my-2 border-l-4 border-zinc-300 pl-3 text-zinc-600 dark:border-zinc-700 dark:text-zinc-400" {...strip(props)} />
  ),
  code: (props) => <code className="rounded bg-zinc-100 px-1 font-mono text-xs dark:bg-zinc-800" {...strip(props)} />,
  pre: (props) => (
    <pre className="my-2 overflow-x-auto rounded bg-zinc-100 p-2 font-mono text-xs dark:bg-zinc-900 [&_code]:bg-transparent [&_code]:p-0" {...strip(props)} />
  ),
  // Only absolute web links are followable; a relative link would resolve against mcpscope itself.
  a: ({ href, children }) =>
    href && /^(https?:|mailto:)/i.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-indigo-600 underline dark:text-indigo-400">
        {children}
      </a>
    ) : (
      <span className="text-indigo-600 underline decoration-dotted dark:text-indigo-400" title={href}>
        {children}
      </span>
    ),
  img: ({ src, alt }) => (
    <span className="rounded border border-dashed border-zinc-300 px-1 text-xs text-zinc-500 dark:border-zinc-700" title={typeof src === 'string' ? src : undefined}>
      [image{alt ? `: ${alt}` : ''} — not loaded{typeof src === 'string' ? `: ${src}` : ''}]
    </span>
  ),
  table: (props) => (
    <div className="my-2 overflow-x-auto">
      <table className="border-collapse text-xs" {...strip(props)} />
    </div>
  ),
  th: (props) => <th className="border border-zinc-300 px-2 py-1 text-left dark:border-zinc-700" {...strip(props)} />,
  td: (props) => <td className="border border-zinc-300 px-2 py-1 dark:border-zinc-700" {...strip(props)} />,
  hr: () => <hr className="my-3 border-zinc-200 dark:border-zinc-800" />,
};

/** react-markdown passes its hast `node`; it must not reach the DOM element. */
function strip<T extends { node?: unknown }>(props: T): Omit<T, 'node'> {
  const { node: _node, ...rest } = props;
  return rest;
}

export default function MarkdownView({ text }: { text: string }) {
  const [showAll, setShowAll] = useState(false);
  const capped = !showAll && text.length > TEXT_CAP;
  return (
    <div data-testid="markdown-view" className="max-h-[32rem] overflow-auto text-sm leading-6 break-words">
      <Markdown skipHtml components={COMPONENTS}>
        {capped ? text.slice(0, TEXT_CAP) : text}
      </Markdown>
      {capped && (
        <button type="button" onClick={() => setShowAll(true)} className="mt-1 text-xs text-indigo-600 hover:underline dark:text-indigo-400">
          Showing the first {Math.round(TEXT_CAP / 1000)}k of {Math.round(text.length / 1000)}k characters. Show all
        </button>
      )}
    </div>
  );
}

export type MarkdownViewProps = ComponentProps<typeof MarkdownView>;
