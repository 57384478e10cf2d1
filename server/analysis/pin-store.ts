/**
 * Pinned tool definitions per server identity (issue 4, "Drift"): `<config dir>/pins.json`.
 * Trust on first use: the first surface of a server is pinned; later ones are compared with it
 * until the person accepts the change, which pins the new definitions.
 */
import path from 'node:path';
import { parsePins, type ServerPins } from '../../src/core/analysis/drift';
import { JsonMapFile } from '../config/json-map-file';

export const PINS_FILE = 'pins.json';

export type PinStore = JsonMapFile<ServerPins>;

export function openPinStore(dir: string, warn: (line: string) => void): Promise<PinStore> {
  return JsonMapFile.open(path.join(dir, PINS_FILE), 'servers', parsePins, warn);
}
