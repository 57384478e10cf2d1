/**
 * Loads the findings engine (engine.ts) when the first analysis needs it. A bundler keeps a
 * dynamically imported module out of the chunks loaded before it; the module cache makes a second
 * call cost nothing.
 */
import type * as EngineModule from './engine';

export type FindingsEngine = typeof EngineModule;

export function loadEngine(): Promise<FindingsEngine> {
  return import('./engine');
}
