import { describe, expect, it } from 'vitest';
import { compareClientInfoListings, compareWithPins, driftDetails, parsePins, pinSurface, serverIdentity, type ServerPins } from './drift';
import type { ServerSurface } from './inputs';

const weather = {
  name: 'get_weather',
  description: 'Current weather for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  annotations: { readOnlyHint: true },
};
const forecast = { name: 'get_forecast', description: 'Forecast.', inputSchema: { type: 'object' } };

function surface(tools: Record<string, unknown>[], instructions?: string): ServerSurface {
  return { server: 'weather', tools, ...(instructions === undefined ? {} : { instructions }) };
}

/** Pins as the bridge would store and load them. */
function stored(pins: ServerPins): ServerPins {
  const parsed = parsePins(JSON.parse(JSON.stringify(pins)));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const pinned = stored(pinSurface(surface([weather, forecast], 'Use metric units.')));

describe('pinSurface', () => {
  it('pins identical definitions in different key order to the same hash', () => {
    const reordered = { annotations: { readOnlyHint: true }, inputSchema: { required: ['city'], properties: { city: { type: 'string' } }, type: 'object' }, description: weather.description, name: weather.name };
    expect(pinSurface(surface([reordered])).tools.get_weather?.hash).toBe(pinSurface(surface([weather])).tools.get_weather?.hash);
    expect(pinSurface(surface([weather])).tools.get_weather?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the canonical definition for a diff, without presentation-only fields', () => {
    const pins = pinSurface(surface([{ ...weather, _meta: { build: 42 }, icons: [{ src: 'x.png' }] }]));
    expect(Object.keys(pins.tools.get_weather?.definition ?? {}).sort()).toEqual(['annotations', 'description', 'inputSchema', 'name']);
    expect(pins.tools.get_weather?.hash).toBe(pinned.tools.get_weather?.hash);
  });

  it('pins the instructions, and nothing when there are none', () => {
    expect(pinned.instructions?.text).toBe('Use metric units.');
    expect(pinSurface(surface([weather])).instructions).toBeUndefined();
  });
});

describe('compareWithPins', () => {
  it('finds nothing when nothing changed, whatever the order', () => {
    expect(compareWithPins(surface([forecast, weather], 'Use metric units.'), pinned, 'reconnect')).toEqual([]);
  });

  it('rates a description-only change medium', () => {
    const [finding, ...rest] = compareWithPins(surface([{ ...weather, description: 'Weather now.' }, forecast], 'Use metric units.'), pinned, 'reconnect');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ ruleId: 'drift/tool-changed', family: 'drift', severity: 'medium', location: { server: 'weather', path: 'tools/get_weather/description' } });
    expect(finding?.message).toBe("Tool 'get_weather' changed since the server was pinned: description changed.");
  });

  it('rates a new required parameter high and names it', () => {
    const units = { ...weather, inputSchema: { type: 'object', properties: { city: { type: 'string' }, units: { type: 'string' } }, required: ['city', 'units'] } };
    const [finding] = compareWithPins(surface([units, forecast], 'Use metric units.'), pinned, 'reconnect');
    expect(finding).toMatchObject({ severity: 'high', location: { path: 'tools/get_weather/inputSchema' } });
    expect(finding?.message).toContain("inputSchema: new required parameter 'units'");
  });

  it('rates a new optional parameter medium', () => {
    const optional = { ...weather, inputSchema: { ...weather.inputSchema, properties: { ...weather.inputSchema.properties, lang: { type: 'string' } } } };
    const [finding] = compareWithPins(surface([optional, forecast], 'Use metric units.'), pinned, 'reconnect');
    expect(finding?.severity).toBe('medium');
    expect(finding?.message).toContain("new optional parameter 'lang'");
  });

  it('rates read-only to writing high, counting an absent hint as its spec default', () => {
    const { annotations: _dropped, ...unannotated } = weather;
    const [finding] = compareWithPins(surface([unannotated, forecast], 'Use metric units.'), pinned, 'reconnect');
    expect(finding).toMatchObject({ severity: 'high', location: { path: 'tools/get_weather/annotations' } });
    expect(finding?.message).toContain('no longer read-only');
  });

  it('rates non-destructive to destructive high, but a harmless hint change medium', () => {
    const safe = { ...forecast, annotations: { readOnlyHint: false, destructiveHint: false } };
    const base = stored(pinSurface(surface([safe])));
    const destructive = { ...forecast, annotations: { readOnlyHint: false } };
    expect(compareWithPins(surface([destructive]), base, 'reconnect')[0]?.severity).toBe('high');
    const titled = { ...safe, annotations: { ...safe.annotations, title: 'Forecast' } };
    expect(compareWithPins(surface([titled]), base, 'reconnect')[0]?.severity).toBe('medium');
  });

  it('reports added tools low on reconnect, medium mid-session, and removed tools info', () => {
    const radar = { name: 'get_radar', description: 'Radar image.', inputSchema: { type: 'object' } };
    const now = surface([weather, radar], 'Use metric units.');
    const summary = (context: 'reconnect' | 'list-changed') => compareWithPins(now, pinned, context).map((f) => [f.ruleId, f.severity, f.location.path]);
    expect(summary('reconnect')).toEqual([
      ['drift/tool-added', 'low', 'tools/get_radar'],
      ['drift/tool-removed', 'info', 'tools/get_forecast'],
    ]);
    expect(summary('list-changed')[0]).toEqual(['drift/tool-added', 'medium', 'tools/get_radar']);
  });

  it('rates new or changed instructions high, and removed ones info', () => {
    const noInstructions = stored(pinSurface(surface([weather, forecast])));
    const added = compareWithPins(surface([weather, forecast], 'Always call get_weather first.'), noInstructions, 'reconnect');
    expect(added.map((f) => [f.ruleId, f.severity, f.location.path, f.message])).toEqual([
      ['drift/instructions-changed', 'high', 'instructions', 'The server instructions appeared since the server was pinned.'],
    ]);
    expect(compareWithPins(surface([weather, forecast], 'Use imperial units.'), pinned, 'reconnect')[0]?.severity).toBe('high');
    expect(compareWithPins(surface([weather, forecast]), pinned, 'reconnect')[0]?.severity).toBe('info');
  });

  it('gives each version its own evidence, so acknowledging one change does not hide the next', () => {
    const once = compareWithPins(surface([{ ...weather, description: 'v2' }, forecast], 'Use metric units.'), pinned, 'reconnect');
    const twice = compareWithPins(surface([{ ...weather, description: 'v3' }, forecast], 'Use metric units.'), pinned, 'reconnect');
    expect(once[0]?.evidence).not.toBe(twice[0]?.evidence);
  });

  it('looks tools up as own keys only: a tool named "constructor" is new, not pinned', () => {
    const odd = { name: 'constructor', description: 'x', inputSchema: { type: 'object' } };
    expect(compareWithPins(surface([weather, forecast, odd], 'Use metric units.'), pinned, 'reconnect').map((f) => f.ruleId)).toEqual(['drift/tool-added']);
  });
});

describe('driftDetails', () => {
  it('gives before and after as canonical JSON for a diff view, matching the finding path', () => {
    const now = surface([{ description: 'Weather now.', name: 'get_weather', inputSchema: weather.inputSchema, annotations: weather.annotations }, forecast], 'Use metric units.');
    const [change] = driftDetails(now, pinned, 'reconnect');
    expect(change).toMatchObject({ subject: 'tools/get_weather', change: 'changed', path: 'tools/get_weather/description' });
    expect(change?.before).toContain('"description": "Current weather for a city."');
    expect(change?.after).toContain('"description": "Weather now."');
    expect(change?.before.split('\n').length).toBe(change?.after.split('\n').length);
    expect(change?.hashes.before).toBe(pinned.tools.get_weather?.hash);
  });
});

describe('parsePins', () => {
  it('rejects a corrupt pins file', () => {
    expect(parsePins({ version: 1, tools: { x: { hash: 3 } } }).ok).toBe(false);
    expect(parsePins({ version: 2, tools: {} }).ok).toBe(false);
    expect(parsePins(null).ok).toBe(false);
  });
});

describe('compareClientInfoListings', () => {
  const listing = (name: string, tools: Record<string, unknown>[]) => ({ clientInfo: { name, version: '1.0' }, surface: surface(tools) });

  it('flags tools shown to one client only, high', () => {
    const findings = compareClientInfoListings(listing('mcpscope', [weather]), listing('claude-code', [weather, { name: 'exfiltrate', inputSchema: { type: 'object' } }]));
    expect(findings.map((f) => [f.ruleId, f.severity, f.location.path])).toEqual([['drift/client-dependent-listing', 'high', 'tools']]);
    expect(findings[0]?.message).toContain('shows different tools to different clients');
    expect(findings[0]?.message).toContain('only for claude-code: exfiltrate');
  });

  it('finds nothing when both clients see the same tools', () => {
    expect(compareClientInfoListings(listing('mcpscope', [weather, forecast]), listing('claude-code', [forecast, weather]))).toEqual([]);
  });
});

describe('serverIdentity', () => {
  it('is stable across rotated secrets and ignores credentials and fragments', () => {
    const a = serverIdentity({ name: 'github' }, { transport: 'http', url: 'https://user:pw@api.example.com/mcp?token=abc&region=eu#x' });
    const b = serverIdentity({ name: 'github' }, { transport: 'http', url: 'https://api.example.com/mcp?region=eu&token=xyz' });
    expect(a).toBe(b);
    expect(a).not.toContain('abc');
    expect(a).not.toContain('pw');
  });

  it('masks secret-looking flag values of a stdio command, but keeps other arguments', () => {
    const id = serverIdentity({ name: 'db' }, { transport: 'stdio', command: 'npx', args: ['db-mcp', '--api-key', 'sk-123', '--token=t0k', '--region', 'eu'], env: { SECRET: 's' } });
    expect(id).not.toContain('sk-123');
    expect(id).not.toContain('t0k');
    expect(id).toContain('--region eu');
    expect(id).toContain('db-mcp');
    expect(id).toBe(serverIdentity({ name: 'db' }, { transport: 'stdio', command: 'npx', args: ['db-mcp', '--api-key', 'sk-999', '--token=other', '--region', 'eu'] }));
  });

  it('tells servers apart by name and by target', () => {
    const target = { transport: 'stdio' as const, command: 'node', args: ['server.js'] };
    expect(serverIdentity({ name: 'a' }, target)).not.toBe(serverIdentity({ name: 'b' }, target));
    expect(serverIdentity({ name: 'a' }, target)).not.toBe(serverIdentity({ name: 'a' }, { ...target, args: ['other.js'] }));
  });
});
