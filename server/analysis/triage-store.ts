/**
 * The person's triage of findings (acknowledged or suppressed, with a reason), kept by finding key
 * in `<config dir>/findings-triage.json` so it survives restarts (issue 4, "UI": persisted).
 */
import path from 'node:path';
import type { Triage, TriageRequest } from '../../src/core/findings-api';
import { err, ok, type Result } from '../../src/core/result';
import { JsonMapFile } from '../config/json-map-file';

export const TRIAGE_FILE = 'findings-triage.json';

const OPEN: Triage = { status: 'open' };

function parseTriage(json: unknown): Result<Triage> {
  const triage = json as Partial<Triage> | null;
  if ((triage?.status === 'acknowledged' || triage?.status === 'suppressed') && typeof triage.reason === 'string') {
    return ok({ status: triage.status, reason: triage.reason, ...(typeof triage.at === 'number' ? { at: triage.at } : {}) });
  }
  return err('bad_request', 'expected { status: "acknowledged" | "suppressed", reason }');
}

export class TriageStore {
  private constructor(private readonly file: JsonMapFile<Triage>) {}

  static async open(dir: string, warn: (line: string) => void): Promise<TriageStore> {
    return new TriageStore(await JsonMapFile.open(path.join(dir, TRIAGE_FILE), 'entries', parseTriage, warn));
  }

  get(key: string): Triage {
    return this.file.get(key) ?? OPEN;
  }

  async set(request: TriageRequest, now = Date.now()): Promise<Result<Triage>> {
    const reason = request.reason?.trim();
    if (request.status !== 'open' && !reason) return err('bad_request', `say why the finding is ${request.status}`);
    const saved = await this.file.set(request.key, request.status === 'open' ? undefined : { status: request.status, reason, at: now });
    return saved.ok ? ok(this.get(request.key)) : saved;
  }
}
