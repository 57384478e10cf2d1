/** The demo's tool catalogue, in the order a newcomer might try them. */
import type { DemoTool } from '../tool-router';
import { deleteFilesTool } from './delete-files';
import { echoTool } from './echo';
import { crashServerTool, failingTool, rpcErrorTool } from './failures';
import { renderChartTool } from './render-chart';
import { slowOperationTool } from './slow-operation';
import { brokenOutputTool, getWeatherTool } from './structured-output';

export const demoTools: readonly DemoTool[] = [
  echoTool,
  slowOperationTool,
  failingTool,
  rpcErrorTool,
  getWeatherTool,
  brokenOutputTool,
  renderChartTool,
  deleteFilesTool,
  crashServerTool,
];
