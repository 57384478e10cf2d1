/**
 * Two tools with the same outputSchema (spec: server/tools, "Structured Content"): one honours it,
 * one breaks it, so a client's output validation has something to catch.
 */
import * as z from 'zod';
import { defineTool } from '../tool-router';

export const weatherReport = z.object({
  temperature: z.number().describe('Degrees Celsius'),
  conditions: z.string().describe('Short description, e.g. "sunny"'),
  humidity: z.number().min(0).max(100).describe('Relative humidity in percent'),
});
type WeatherReport = z.infer<typeof weatherReport>;

const CONDITIONS = ['sunny', 'partly cloudy', 'overcast', 'light rain', 'thunderstorms', 'snow'];

export const getWeatherTool = defineTool({
  name: 'get_weather',
  title: 'Get weather',
  description:
    'Returns made-up but stable weather for a city as structuredContent matching the outputSchema, ' +
    'plus the same JSON as text for clients that ignore structured output.',
  inputSchema: z.object({ city: z.string().min(1).default('Lisbon').describe('Any city name') }),
  outputSchema: weatherReport,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ city }) => {
    const report = inventWeather(city);
    // Spec: a tool returning structured content SHOULD also return it serialized in a text block.
    return { content: [{ type: 'text', text: JSON.stringify(report) }], structuredContent: report };
  },
});

export const brokenOutputTool = defineTool({
  name: 'broken_output',
  title: 'Broken output',
  description:
    'Declares the same outputSchema as get_weather but returns structuredContent that violates it: ' +
    'temperature is a string and humidity is missing. A careful client reports the mismatch.',
  inputSchema: z.object({}),
  outputSchema: weatherReport,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: () => {
    const violating = { temperature: 'hot', conditions: 'sunny' };
    return { content: [{ type: 'text', text: JSON.stringify(violating) }], structuredContent: violating };
  },
});

/** Derives weather from the city name so repeated calls agree with each other. */
export function inventWeather(city: string): WeatherReport {
  let seed = 0;
  for (const char of city.toLowerCase()) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  return {
    temperature: (seed % 40) - 5,
    conditions: CONDITIONS[seed % CONDITIONS.length] ?? 'sunny',
    humidity: 20 + (seed % 75),
  };
}
