import { describe, expect, it } from 'vitest';
import type { ToolOutcomeInput } from '../inputs';
import { ids, outcomeHits, surfaceHits, surfaceOf } from './test-support';
import { MAX_PARAMETERS, TOOL_DEFINITION_BUDGET, toolDefinitionTokens, toolDesignRules } from './tool-design';

const getWeather = {
  name: 'get_weather',
  description: 'Current weather for a city. Returns temperature, conditions and wind.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name, e.g. "Lisbon".' },
      units: { type: 'string', enum: ['metric', 'imperial'], description: 'Unit system; metric by default.' },
    },
    required: ['city'],
  },
};

function fired(tools: Record<string, unknown>[]) {
  return surfaceHits(toolDesignRules, surfaceOf('weather', tools));
}

function outcome(result: unknown, extra: Partial<ToolOutcomeInput> = {}): ToolOutcomeInput {
  return { server: 'demo', requestId: 7, tool: 'get_weather', result, ...extra };
}

const text = (value: string) => ({ type: 'text', text: value });

describe('tool-design surface rules', () => {
  it('fire nothing on a well-described tool with two parameters', () => {
    expect(fired([getWeather])).toEqual([]);
  });

  it('flag a tool without a description (low) and an undescribed parameter (info)', () => {
    const bare = { name: 'get_forecast', description: '  ', inputSchema: { type: 'object', properties: { days: { type: 'integer' }, city: { type: 'string', description: 'City name' } } } };
    const hits = fired([bare]);
    expect(hits.map((hit) => [hit.ruleId, hit.path, hit.severity])).toEqual([
      ['tool-design/missing-description', 'tools/get_forecast/description', undefined],
      ['tool-design/missing-description', 'tools/get_forecast/inputSchema/properties/days', 'info'],
    ]);
  });

  it('flag names made only of generic words, single letters and numbers', () => {
    for (const name of ['do_it', 'doIt', 'process', 'handle', 'run', 'tool1', 'helper', 'misc', 'data', 'x', 'process-data', 'get_info']) {
      expect(ids(fired([{ ...getWeather, name }])), name).toEqual(['tool-design/vague-name']);
    }
  });

  it('leave names with one specific word alone', () => {
    for (const name of ['run_tests', 'get_weather', 'echo', 'query', 'fetch', 'search', 'get-env', 'processPayment', 'trigger-long-running-operation']) {
      expect(ids(fired([{ ...getWeather, name }])), name).toEqual([]);
    }
  });

  it(`flag more than ${MAX_PARAMETERS} parameters, and raise to low past 15`, () => {
    const withParams = (count: number) => ({
      ...getWeather,
      inputSchema: { type: 'object', properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, { type: 'string', description: `Option ${i}` }])) },
    });
    expect(ids(fired([withParams(MAX_PARAMETERS)]))).toEqual([]);
    const eight = fired([withParams(MAX_PARAMETERS + 1)]);
    expect(eight.map((hit) => [hit.ruleId, hit.severity])).toEqual([['tool-design/too-many-parameters', undefined]]);
    expect(eight[0]?.message).toContain('8 parameters');
    expect(fired([withParams(16)])[0]?.severity).toBe('low');
  });

  it('flag a server whose tool definitions exceed the context budget, naming the heaviest tools', () => {
    const verbose = (name: string) => ({ ...getWeather, name: `get_${name}`, description: `Weather report ${name}. `.repeat(700) });
    const tools = ['lisbon', 'porto', 'faro', 'braga'].map(verbose);
    const { total } = toolDefinitionTokens(surfaceOf('weather', tools));
    expect(total).toBeGreaterThan(TOOL_DEFINITION_BUDGET);
    const [hit] = fired(tools).filter((h) => h.ruleId === 'tool-design/context-bloat');
    expect(hit?.message).toContain('4 tool definitions');
    expect(hit?.evidence).toMatch(/^get_\w+: [\d,]+, get_\w+: [\d,]+, get_\w+: [\d,]+$/);
  });
});

describe('toolDefinitionTokens', () => {
  it('counts each definition as sent in tools/list and sums them', () => {
    const result = toolDefinitionTokens(surfaceOf('weather', [getWeather, { name: 'ping', inputSchema: { type: 'object' } }, { description: 'nameless' }]));
    expect(result.tools.map((tool) => tool.name)).toEqual(['get_weather', 'ping', '#2']);
    expect(result.tools.every((tool) => tool.tokens > 0)).toBe(true);
    expect(result.total).toBe(result.tools.reduce((sum, tool) => sum + tool.tokens, 0));
    expect(result.tools[0]?.tokens).toBeGreaterThan(result.tools[1]?.tokens ?? Infinity);
  });
});

describe('json-without-output-schema', () => {
  const rule = 'tool-design/json-without-output-schema';

  it('fires on a JSON object in the only text block, pointing at that block', () => {
    const hits = outcomeHits(toolDesignRules, outcome({ content: [text(' {"temp": 21, "sky": "clear"}\n')] }));
    expect(ids(hits)).toEqual([rule]);
    expect(hits[0]?.path).toBe('results/7/content/0/text');
    expect(hits[0]?.message).toContain('declare an outputSchema and return structuredContent');
  });

  it('fires on a JSON array too', () => {
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [text('[1, 2, 3]')] })))).toEqual([rule]);
  });

  it('stays quiet when structuredContent is there, or the text is prose, or it is an error', () => {
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [text('{"temp": 21}')], structuredContent: { temp: 21 } })))).toEqual([]);
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [text('{curly} prose, not JSON')] })))).toEqual([]);
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [text('42')] })))).toEqual([]);
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [text('{"a": 1}'), text('{"b": 2}')] })))).toEqual([]);
    expect(outcomeHits(toolDesignRules, outcome({ isError: true, content: [text('{"error": "City \'Pariss\' not found; did you mean Paris?"}')] })).map((hit) => hit.ruleId)).not.toContain(rule);
  });
});

describe('unhelpful-error', () => {
  const rule = 'tool-design/unhelpful-error';
  const errorResult = (message: string) => outcome({ isError: true, content: [text(message)] });

  it('fires on generic, very short and empty errors', () => {
    for (const message of ['Error', 'Internal error', 'An unexpected error has occurred.', 'Something went wrong!', 'Error: undefined', 'Not found', '500 Internal Server Error', '']) {
      expect(ids(outcomeHits(toolDesignRules, errorResult(message))), message).toEqual([rule]);
    }
  });

  it('fires on a bare stack trace', () => {
    const trace = "TypeError: Cannot read properties of undefined (reading 'lat')\n    at lookup (/srv/weather.js:12:9)\n    at handler (/srv/index.js:40:3)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)";
    const [hit] = outcomeHits(toolDesignRules, errorResult(trace));
    expect(hit?.ruleId).toBe(rule);
    expect(hit?.message).toContain('stack trace (3 frames)');
    expect(hit?.path).toBe('results/7/content/0/text');
  });

  it('fires on a terse JSON-RPC error and points at its message', () => {
    const [hit] = outcomeHits(toolDesignRules, outcome(undefined, { error: { code: -32603, message: 'Internal error' } }));
    expect(hit?.ruleId).toBe(rule);
    expect(hit?.path).toBe('results/7/error/message');
  });

  it('stays quiet on errors that say what to do, or carry structured detail', () => {
    const guided = [
      "No weather data for 'Pariss'. Check the spelling, or call list_cities to see the supported names.",
      'Invalid date: expected YYYY-MM-DD.',
      'Rate limited; retry in 30 seconds.',
      "ENOENT: no such file or directory, open '/tmp/report.txt'",
    ];
    for (const message of guided) expect(ids(outcomeHits(toolDesignRules, errorResult(message))), message).toEqual([]);
    expect(ids(outcomeHits(toolDesignRules, outcome(undefined, { error: { code: -32602, message: 'Invalid params', data: { issues: [{ path: ['city'], message: 'Required' }] } } })))).toEqual([]);
  });

  it('ignores successful results, however short', () => {
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [text('OK')] })))).toEqual([]);
  });
});

describe('large-result', () => {
  const rule = 'tool-design/large-result';
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 97}`).join(' ');

  it('stays quiet under the threshold', () => {
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [text(words(3_000))] })))).toEqual([]);
  });

  it('fires low above 10k tokens and medium above 25k, with the token count', () => {
    const [low] = outcomeHits(toolDesignRules, outcome({ content: [text(words(6_000))] }));
    expect(low?.ruleId).toBe(rule);
    expect(low?.severity).toBeUndefined();
    expect(low?.message).toMatch(/about \d{2},\d{3} tokens/);
    const [medium] = outcomeHits(toolDesignRules, outcome({ content: [text(words(15_000))] }));
    expect(medium?.severity).toBe('medium');
  });

  it('counts structuredContent when there is no text, and ignores image data', () => {
    const rows = Array.from({ length: 3_000 }, (_, id) => ({ id, label: `row ${id}` }));
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [], structuredContent: { rows } })))).toEqual([rule]);
    const image = { type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo'.repeat(20_000) };
    expect(ids(outcomeHits(toolDesignRules, outcome({ content: [image] })))).toEqual([]);
  });
});
