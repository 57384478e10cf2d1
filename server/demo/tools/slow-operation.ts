/**
 * A long-running tool that reports progress and honours cancellation
 * (spec: basic/utilities/progress and basic/utilities/cancellation).
 */
import { setTimeout as delay } from 'node:timers/promises';
import * as z from 'zod';
import type { ServerContext } from '@modelcontextprotocol/server';
import { defineTool, textResult } from '../tool-router';

export const slowOperationTool = defineTool({
  name: 'slow_operation',
  title: 'Slow operation',
  description:
    'Works through N steps, waiting stepMs between them. Sends notifications/progress after each step ' +
    'when the call carries a progressToken, and stops as soon as the call is cancelled ' +
    '(the server logs the step it stopped at to stderr).',
  inputSchema: z.object({
    steps: z.number().int().min(1).max(100).default(10).describe('How many steps to work through'),
    stepMs: z.number().int().min(0).max(60_000).default(500).describe('Milliseconds each step takes'),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ steps, stepMs }, ctx) {
    const progressToken = ctx.mcpReq._meta?.progressToken;
    for (let step = 1; step <= steps; step++) {
      if (!(await waitUnlessAborted(stepMs, ctx.mcpReq.signal))) return reportCancelled(step, steps, ctx);
      if (progressToken === undefined) continue;
      await ctx.mcpReq.notify({
        method: 'notifications/progress',
        params: { progressToken, progress: step, total: steps, message: `Step ${step} of ${steps}` },
      });
    }
    return textResult(`Completed ${steps} steps`);
  },
});

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
async function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await delay(ms, undefined, { signal });
    return true;
  } catch (error) {
    if (signal.aborted) return false;
    throw error;
  }
}

function reportCancelled(step: number, steps: number, ctx: ServerContext) {
  // The SDK aborts ctx.mcpReq.signal with the reason from notifications/cancelled. stderr is the log
  // channel of a stdio server, so this line is how an inspector (or a test) sees the work stop.
  const reason: unknown = ctx.mcpReq.signal.reason;
  const reasonText = typeof reason === 'string' ? reason : 'none given';
  process.stderr.write(`slow_operation: cancelled at step ${step} of ${steps} (reason: ${reasonText})\n`);
  // Per the cancellation spec the server sends no response to a cancelled request; the SDK drops this.
  return textResult(`Cancelled at step ${step} of ${steps}`);
}
