/**
 * What `evolve_tools` swaps in: get_weather with a new required parameter, and a tool that was not
 * there before. Both reuse the original's made-up weather, so the only difference a client sees is
 * in the definitions, which is what mcpscope's list-change diff is for.
 */
import * as z from 'zod';
import { defineTool, textResult } from '../tool-router';
import { getWeatherTool, inventWeather, weatherReport } from './structured-output';

const units = z.enum(['celsius', 'fahrenheit']).describe('Temperature unit of the report');

function inUnits(celsius: number, unit: z.infer<typeof units>): number {
  return unit === 'celsius' ? celsius : Math.round(celsius * 1.8 + 32);
}

export const getWeatherWithUnitsTool = defineTool({
  ...getWeatherTool,
  description: `${getWeatherTool.description} Now in the unit you choose.`,
  inputSchema: z.object({ city: z.string().min(1).default('Lisbon').describe('Any city name'), units }),
  outputSchema: weatherReport.extend({ temperature: z.number().describe('Degrees in the requested unit') }),
  run: ({ city, units: unit }) => {
    const report = inventWeather(city);
    const converted = { ...report, temperature: inUnits(report.temperature, unit) };
    return { content: [{ type: 'text', text: JSON.stringify(converted) }], structuredContent: converted };
  },
});

export const getForecastTool = defineTool({
  name: 'get_forecast',
  title: 'Get forecast',
  description: 'Returns a made-up three-day forecast for a city, one line per day.',
  inputSchema: z.object({ city: z.string().min(1).describe('Any city name') }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ city }) =>
    textResult(
      ['today', 'tomorrow', 'the day after']
        .map((day, offset) => {
          const { temperature, conditions } = inventWeather(`${city}${offset}`);
          return `${day}: ${conditions}, ${temperature} °C`;
        })
        .join('\n'),
    ),
});
