/**
 * The information-flow policy (issue 4, "Information-flow labels"): which tools read private data
 * or write to public sinks, labelled by the person. One file, `<config dir>/flow-policy.json`, in
 * the same format the UI imports and exports, so a team can share it.
 */
import path from 'node:path';
import { parseFlowPolicy, serializeFlowPolicy, type FlowPolicy } from '../../src/core/analysis/flow';
import { ok, type Result } from '../../src/core/result';
import { SharedFile } from '../config/shared-file';

export const FLOW_POLICY_FILE = 'flow-policy.json';

const EMPTY: FlowPolicy = { version: 1, servers: {} };

export class FlowPolicyStore {
  private policy: FlowPolicy = EMPTY;
  private readonly shared: SharedFile;

  private constructor(readonly file: string) {
    this.shared = new SharedFile(file);
  }

  /** A missing file is an empty policy; an invalid one is reported and ignored, never half-applied. */
  static async open(dir: string, warn: (line: string) => void): Promise<FlowPolicyStore> {
    const store = new FlowPolicyStore(path.join(dir, FLOW_POLICY_FILE));
    try {
      const text = await store.shared.read();
      if (text === undefined) return store;
      const parsed = parseFlowPolicy(JSON.parse(text));
      if (parsed.ok) store.policy = parsed.value;
      else warn(`mcpscope: ignoring ${store.file}: ${parsed.error.message}`);
    } catch (error) {
      warn(`mcpscope: ignoring ${store.file}: ${(error as Error).message}`);
    }
    return store;
  }

  get(): FlowPolicy {
    return this.policy;
  }

  /** Validates, keeps and writes a whole new policy. */
  async replace(json: unknown): Promise<Result<FlowPolicy>> {
    const parsed = parseFlowPolicy(json);
    if (!parsed.ok) return parsed;
    this.policy = parsed.value;
    const saved = await this.shared.write(serializeFlowPolicy(parsed.value));
    return saved.ok ? ok(parsed.value) : saved;
  }
}
