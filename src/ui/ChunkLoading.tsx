/**
 * What stands in for a lazily loaded view while its chunk arrives. It keeps roughly the space of
 * the view it stands in for, so the layout barely moves when the chunk lands.
 */
export function ChunkLoading({ testId, minHeight, label }: { testId: string; minHeight: number; label: string }) {
  return (
    <div
      data-testid={testId}
      aria-busy="true"
      style={{ minHeight }}
      className="rounded border border-dashed border-zinc-200 p-2 text-xs text-zinc-500 dark:border-zinc-800"
    >
      {label}
    </div>
  );
}
