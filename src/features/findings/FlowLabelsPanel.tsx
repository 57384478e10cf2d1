/**
 * Information-flow labels (issue 4, SAMOS-style): the person says which tools read private data
 * (read: high) and which write where others can see (write: low), plus the roles of the lethal
 * trifecta. The bridge flags a low write after a high read in the same session. Labels are kept
 * per server name in one policy file, which can be exported and imported whole.
 */
import { useState, type ChangeEvent } from 'react';
import { FLOW_ROLE_NAMES, FLOW_ROLES, serializeFlowPolicy, toolPolicy, type FlowLabel, type FlowPolicy, type FlowRole, type ToolFlowPolicy } from '../../core/analysis/flow';
import { hasRole, withLabel, withRole, withToolPolicy } from '../../core/analysis/flow-policy-edit';
import { Button } from '../../ui/Button';
import { downloadFile } from '../../ui/download';

export interface FlowLabelsPanelProps {
  /** The name labels are kept under (src/core/server-name.ts): the bridge looks them up by it. */
  serverName: string;
  toolNames: readonly string[];
  policy: FlowPolicy;
  busy: boolean;
  /** Why the last save or import was refused, naming each problem. */
  error: string | undefined;
  onSave: (policy: FlowPolicy) => void;
  onImport: (json: unknown) => void;
}

const SELECT = 'rounded border border-zinc-300 bg-white px-1 py-0.5 text-xs dark:border-zinc-700 dark:bg-zinc-900';

const ROLE_HELP: Record<FlowRole, string> = {
  untrustedSource: 'Returns content anyone could have written (web pages, issues, email): a way in for injected instructions.',
  privateData: 'Reads private data. On by default for read: high.',
  publicSink: 'Sends data where others can see it. On by default for write: low.',
};

export function FlowLabelsPanel({ serverName, toolNames, policy, busy, error, onSave, onImport }: FlowLabelsPanelProps) {
  const [fileError, setFileError] = useState<string | undefined>();
  const labelled = toolNames.filter((tool) => toolPolicy(policy, [serverName], tool) !== undefined).length;
  const update = (tool: string, entry: ToolFlowPolicy) => onSave(withToolPolicy(policy, serverName, tool, entry));

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    file.text().then(
      (text) => {
        try {
          const json: unknown = JSON.parse(text);
          setFileError(undefined);
          onImport(json);
        } catch (parseError) {
          setFileError(`${file.name} is not JSON: ${(parseError as Error).message}`);
        }
      },
      (readError: Error) => setFileError(`Could not read ${file.name}: ${readError.message}`),
    );
  }

  const problem = fileError ?? error;
  return (
    <section aria-label="Information-flow labels" data-testid="flow-labels" className="space-y-2">
      <p className="text-zinc-600 dark:text-zinc-400">
        Label what each tool of <span className="font-mono break-all">{serverName}</span> reads and where it writes. A call that writes to a low sink after any
        call that read high data in this session is flagged, and so is a set of connected tools that together read untrusted content, read private data and write
        somewhere public. {labelled} of {toolNames.length} tools labelled.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button data-testid="flow-export" onClick={() => downloadFile(serializeFlowPolicy(policy), 'flow-policy.json', 'application/json')}>
          Export flow-policy.json
        </Button>
        <label className="inline-flex cursor-pointer items-center gap-1 rounded border border-zinc-300 bg-white px-2 py-1 text-xs font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800">
          Import (replaces all labels)
          <input type="file" accept=".json,application/json" className="sr-only" data-testid="flow-import" disabled={busy} onChange={pickFile} />
        </label>
      </div>
      {problem && (
        <p role="alert" data-testid="flow-policy-error" className="break-words text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {toolNames.length === 0 ? (
        <p className="text-zinc-500">The server lists no tools to label.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse">
            <thead>
              <tr className="text-left text-[11px] text-zinc-500">
                <th className="py-1 pr-2 font-medium">Tool</th>
                <th className="px-2 py-1 font-medium" title="Confidentiality of what the tool reads: high for private sources.">
                  Reads
                </th>
                <th className="px-2 py-1 font-medium" title="Confidentiality of where the tool writes: low for public destinations.">
                  Writes
                </th>
                {FLOW_ROLES.map((role) => (
                  <th key={role} className="px-2 py-1 font-medium" title={ROLE_HELP[role]}>
                    {FLOW_ROLE_NAMES[role]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {toolNames.map((tool) => (
                <FlowLabelRow key={tool} tool={tool} entry={toolPolicy(policy, [serverName], tool) ?? {}} busy={busy} onChange={(entry) => update(tool, entry)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function FlowLabelRow({ tool, entry, busy, onChange }: { tool: string; entry: ToolFlowPolicy; busy: boolean; onChange: (entry: ToolFlowPolicy) => void }) {
  const labelSelect = (which: 'read' | 'write') => (
    <select
      className={SELECT}
      aria-label={`${tool} ${which === 'read' ? 'reads' : 'writes'}`}
      data-testid={`flow-${which}`}
      value={entry[which] ?? ''}
      disabled={busy}
      onChange={(event) => onChange(withLabel(entry, which, (event.target.value || undefined) as FlowLabel | undefined))}
    >
      <option value="">—</option>
      <option value="high">high</option>
      <option value="low">low</option>
    </select>
  );
  return (
    <tr data-testid="flow-row" data-tool={tool} className="border-t border-zinc-200 dark:border-zinc-800">
      <td className="max-w-48 truncate py-1 pr-2 font-mono" title={tool}>
        {tool}
      </td>
      <td className="px-2 py-1">{labelSelect('read')}</td>
      <td className="px-2 py-1">{labelSelect('write')}</td>
      {FLOW_ROLES.map((role) => (
        <td key={role} className="px-2 py-1">
          <input
            type="checkbox"
            aria-label={`${tool}: ${FLOW_ROLE_NAMES[role]}`}
            data-testid={`flow-role-${role}`}
            checked={hasRole(entry, role)}
            disabled={busy}
            onChange={(event) => onChange(withRole(entry, role, event.target.checked))}
          />
        </td>
      ))}
    </tr>
  );
}
