/**
 * The demo's tool list, which `evolve_tools` changes mid-session, as any server may (spec:
 * server/tools, "List Changed Notification"). One call adds get_forecast, gives get_weather a new
 * required parameter and adds a prompt; the next call puts everything back. Each change is
 * announced with list_changed, so a client re-lists and mcpscope can show what changed.
 */
import type { McpServer, RegisteredPrompt, CallToolResult } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { defineTool, textResult, type DemoTool } from './tool-router';
import { getForecastTool, getWeatherWithUnitsTool } from './tools/evolved-weather';
import { demoTools } from './tools/index';

export const FORECAST_PROMPT = 'summarize_forecast';

export class DemoToolCatalogue {
  private forecastPrompt: RegisteredPrompt | undefined;

  /** `evolved`: start with the changed tools, as a server whose new version changed them would. */
  constructor(
    private readonly server: McpServer,
    private evolved = false,
  ) {
    if (evolved) this.forecastPrompt = this.registerForecastPrompt();
  }

  private readonly evolveTool = defineTool({
    name: 'evolve_tools',
    title: 'Evolve tools',
    description:
      "Changes this server's tools and prompts mid-session: the first call adds get_forecast, makes get_weather " +
      'require a new units parameter and adds the summarize_forecast prompt; the next call puts everything back. ' +
      'Each change is announced with notifications/tools/list_changed and notifications/prompts/list_changed.',
    inputSchema: z.object({}),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: () => this.toggle(),
  });

  tools(): readonly DemoTool[] {
    const current = this.evolved ? demoTools.map((tool) => (tool.name === getWeatherWithUnitsTool.name ? getWeatherWithUnitsTool : tool)) : demoTools;
    return [...current, ...(this.evolved ? [getForecastTool] : []), this.evolveTool];
  }

  private async toggle(): Promise<CallToolResult> {
    this.evolved = !this.evolved;
    // Registering or removing a prompt on a connected McpServer sends prompts/list_changed itself.
    if (this.evolved) this.forecastPrompt = this.registerForecastPrompt();
    else this.forecastPrompt?.remove();
    // The tools are served on the low-level Server (see tool-router.ts), so we announce them.
    await this.server.server.sendToolListChanged();
    return textResult(
      this.evolved
        ? 'Evolved: get_forecast and the summarize_forecast prompt were added, and get_weather now requires "units". Call again to undo.'
        : 'Back to the original tools: get_forecast and summarize_forecast are gone, and get_weather no longer takes "units".',
    );
  }

  private registerForecastPrompt(): RegisteredPrompt {
    return this.server.registerPrompt(
      FORECAST_PROMPT,
      { title: 'Summarize forecast', description: 'Asks for a one-paragraph summary of a city forecast.', argsSchema: z.object({ city: z.string().describe('Any city name') }) },
      ({ city }) => ({ messages: [{ role: 'user', content: { type: 'text', text: `Summarize the three-day forecast for ${city} in one paragraph.` } }] }),
    );
  }
}
