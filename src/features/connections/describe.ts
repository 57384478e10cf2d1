import type { ConnectionSummary, ConnectionTarget } from '../../core/bridge-api';

/** The target as one line: the command line for stdio, the URL otherwise. */
export function targetLine(target: ConnectionTarget): string {
  if (target.transport !== 'stdio') return target.url;
  // Quote only what needs it, so the line can be read (and mostly pasted) as a command.
  return [target.command, ...target.args].map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : JSON.stringify(word))).join(' ');
}

export const TRANSPORT_LABELS: Record<ConnectionTarget['transport'], string> = {
  stdio: 'stdio',
  http: 'Streamable HTTP',
  sse: 'SSE (legacy)',
};

/** A connection's transport in words; an import that does not say gets no guess (issue 20, item 4). */
export function transportLabel(connection: Pick<ConnectionSummary, 'target' | 'transportUnknown'>): string {
  return connection.transportUnknown ? 'transport unknown' : TRANSPORT_LABELS[connection.target.transport];
}
