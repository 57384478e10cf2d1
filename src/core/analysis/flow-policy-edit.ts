/**
 * Changing one tool's information-flow labels, as the labels editor does. Immutable, and tidy:
 * the file keeps only what the person chose, so an exported policy stays short and diffs cleanly.
 */
import { policyRoles, type FlowLabel, type FlowPolicy, type FlowRole, type ToolFlowPolicy } from './flow';

/** Drops flags that say what the labels already imply (privateData for read high, publicSink for write low). */
function tidy(entry: ToolFlowPolicy): ToolFlowPolicy {
  const tidied: ToolFlowPolicy = {};
  if (entry.read) tidied.read = entry.read;
  if (entry.write) tidied.write = entry.write;
  if (entry.untrustedSource === true) tidied.untrustedSource = true;
  if (entry.privateData !== undefined && entry.privateData !== (entry.read === 'high')) tidied.privateData = entry.privateData;
  if (entry.publicSink !== undefined && entry.publicSink !== (entry.write === 'low')) tidied.publicSink = entry.publicSink;
  return tidied;
}

/** A new label for what the tool reads or where it writes; `undefined` removes it. */
export function withLabel(entry: ToolFlowPolicy, which: 'read' | 'write', label: FlowLabel | undefined): ToolFlowPolicy {
  const next = { ...entry };
  if (label) next[which] = label;
  else delete next[which];
  return tidy(next);
}

/** Turns a role on or off, whatever the labels imply. */
export function withRole(entry: ToolFlowPolicy, role: FlowRole, on: boolean): ToolFlowPolicy {
  return tidy({ ...entry, [role]: on });
}

export function hasRole(entry: ToolFlowPolicy, role: FlowRole): boolean {
  return policyRoles(entry).includes(role);
}

/** The policy with `tool` of `server` set to `entry`; an empty entry removes the tool, and an empty server goes too. */
export function withToolPolicy(policy: FlowPolicy, server: string, tool: string, entry: ToolFlowPolicy): FlowPolicy {
  const tools = { ...(Object.hasOwn(policy.servers, server) ? policy.servers[server] : {}) };
  const tidied = tidy(entry);
  if (Object.keys(tidied).length === 0) delete tools[tool];
  else Object.defineProperty(tools, tool, { value: tidied, enumerable: true, writable: true, configurable: true });
  const servers = { ...policy.servers };
  if (Object.keys(tools).length === 0) delete servers[server];
  else Object.defineProperty(servers, server, { value: tools, enumerable: true, writable: true, configurable: true });
  return { version: 1, servers };
}
