/**
 * A tool's, prompt's or resource's label: the human-readable title first where the server gave
 * one, the protocol name after it in smaller monospace (issue 20 §5). Without a title the name is
 * the label. Both are server-controlled text, rendered as text.
 */
export type TitledNameLayout = 'heading' | 'row' | 'inline';

const TITLE_CLASS: Record<TitledNameLayout, string> = {
  heading: 'text-base font-semibold break-words',
  row: 'truncate text-xs font-medium',
  inline: 'min-w-0 shrink truncate',
};

const NAME_CLASS: Record<TitledNameLayout, string> = {
  heading: 'font-mono text-xs break-all text-zinc-500 dark:text-zinc-400',
  row: 'truncate font-mono text-[11px] text-zinc-500 dark:text-zinc-400',
  // In a narrow row the name gives way to the title rather than shrink to an ellipsis; the title's
  // tooltip still names it. Needs an `@container` ancestor.
  inline: 'hidden min-w-0 shrink-[2] truncate font-mono text-[11px] text-zinc-500 @md:inline dark:text-zinc-400',
};

/** The name alone, when there is no title, reads as an identifier. */
const NAME_ONLY_CLASS: Record<TitledNameLayout, string> = {
  heading: 'font-mono text-base font-semibold break-all',
  row: 'truncate font-mono text-xs font-medium',
  inline: 'min-w-0 truncate font-mono',
};

export function TitledName({ name, title, layout, nameTestId }: { name: string; title: string | undefined; layout: TitledNameLayout; nameTestId?: string }) {
  const Title = layout === 'heading' ? 'h2' : 'span';
  if (!title) {
    return (
      <Title className={`${layout === 'inline' ? '' : 'block '}${NAME_ONLY_CLASS[layout]}`} title={name} data-testid={nameTestId}>
        {name}
      </Title>
    );
  }
  return (
    <>
      <Title className={`${layout === 'inline' ? '' : 'block '}${TITLE_CLASS[layout]}`} title={layout === 'inline' ? `${title} (${name})` : title}>
        {title}
      </Title>
      <span className={`${layout === 'inline' ? '' : 'block '}${NAME_CLASS[layout]}`} title={name} data-testid={nameTestId}>
        {name}
      </span>
    </>
  );
}
