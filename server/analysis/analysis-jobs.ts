/**
 * What the bridge asks its analysis thread (analysis-thread.ts), and the work each job names.
 * Each is a pure function of what the job carries, so the thread needs no state of its own.
 */
import { analyzeSurfaces, analyzeToolOutcome } from '../../src/core/analysis/analyze';
import { compareWithPins, driftDetails, pinSurface, type DriftChange, type DriftContext, type ServerPins } from '../../src/core/analysis/drift';
import type { Finding } from '../../src/core/analysis/finding';
import type { ServerSurface, ToolOutcomeInput } from '../../src/core/analysis/inputs';
import { TOOL_DEFINITION_BUDGET, toolDefinitionTokens } from '../../src/core/analysis/rules/tool-design';
import { TOKENIZER } from '../../src/core/analysis/tokens';
import type { ToolTokenCost } from '../../src/core/findings-api';

export interface SurfaceDrift {
  findings: Finding[];
  changes: DriftChange[];
}

export type AnalysisJob =
  | { kind: 'surfaces'; surfaces: readonly ServerSurface[] }
  | { kind: 'tool-outcome'; outcome: ToolOutcomeInput }
  | { kind: 'tool-tokens'; tools: ServerSurface['tools'] }
  | { kind: 'pin'; surface: ServerSurface }
  | { kind: 'drift'; surface: ServerSurface; pins: ServerPins; context: DriftContext };

/** What each kind of job answers. */
export interface AnalysisAnswers {
  surfaces: Finding[];
  'tool-outcome': Finding[];
  'tool-tokens': ToolTokenCost;
  pin: ServerPins;
  drift: SurfaceDrift;
}

/** What a server's tool definitions cost a model's context, against mcpscope's budget for them. */
export function toolTokenCost(tools: ServerSurface['tools']): ToolTokenCost {
  return { ...toolDefinitionTokens({ tools }), tokenizer: TOKENIZER, budget: TOOL_DEFINITION_BUDGET };
}

/** How a surface differs from its pinned definitions: the findings, and the changes for a side-by-side diff. */
export function surfaceDrift(surface: ServerSurface, pins: ServerPins, context: DriftContext): SurfaceDrift {
  return { findings: compareWithPins(surface, pins, context), changes: driftDetails(surface, pins, context) };
}

export function runAnalysisJob(job: AnalysisJob): AnalysisAnswers[AnalysisJob['kind']] {
  switch (job.kind) {
    case 'surfaces':
      return analyzeSurfaces(job.surfaces);
    case 'tool-outcome':
      return analyzeToolOutcome(job.outcome);
    case 'tool-tokens':
      return toolTokenCost(job.tools);
    case 'pin':
      return pinSurface(job.surface);
    case 'drift':
      return surfaceDrift(job.surface, job.pins, job.context);
  }
}
