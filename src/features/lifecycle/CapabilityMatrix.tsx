import type { CapabilityCell, CapabilityRow } from './capabilities';

function Cell({ cell, side }: { cell: CapabilityCell; side: string }) {
  if (!cell.applicable) {
    return <td className="px-2 py-1 text-zinc-300 dark:text-zinc-700" title={`Not a ${side} capability`}>·</td>;
  }
  return (
    <td className="px-2 py-1 align-top" data-declared={cell.declared}>
      <span className={cell.declared ? 'font-semibold text-emerald-600 dark:text-emerald-400' : 'text-zinc-400'}>
        {cell.declared ? '✓' : '—'}
        <span className="sr-only">{cell.declared ? 'declared' : 'not declared'}</span>
      </span>
      {cell.flags.length > 0 && (
        <ul className="mt-0.5 space-y-px font-mono text-[11px]">
          {cell.flags.map((flag) => (
            <li
              key={flag.path}
              className={
                flag.state === 'on'
                  ? 'text-zinc-700 dark:text-zinc-300'
                  : 'text-zinc-400 line-through decoration-zinc-300 dark:text-zinc-600 dark:decoration-zinc-700'
              }
              title={flag.state === 'absent' ? 'Not declared (defaults to false)' : undefined}
            >
              {flag.path}
              {flag.state === 'other' && <span className="no-underline"> = {flag.value}</span>}
              {flag.state === 'off' && ' = false'}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

/** Client and server capabilities side by side, one row per capability. */
export function CapabilityMatrix({ rows }: { rows: readonly CapabilityRow[] }) {
  return (
    <table className="w-full text-xs" data-testid="capability-matrix">
      <thead>
        <tr className="border-b border-zinc-200 text-left text-[11px] text-zinc-500 dark:border-zinc-800">
          <th scope="col" className="px-2 py-1 font-medium">Capability</th>
          <th scope="col" className="px-2 py-1 font-medium">Client (mcpscope)</th>
          <th scope="col" className="px-2 py-1 font-medium">Server</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} data-capability={row.name} className="border-b border-zinc-100 last:border-0 dark:border-zinc-900">
            <th scope="row" className="px-2 py-1 text-left align-top font-mono font-normal">
              {row.name}
            </th>
            <Cell cell={row.client} side="client" />
            <Cell cell={row.server} side="server" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
