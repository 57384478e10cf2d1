/**
 * Work that needs the findings engine, run in the order it was asked for: at once when the engine
 * has loaded, else when it has. The tracker hands each event's analysis to it, so an event seen
 * while the engine loads is analysed after it, with what the event carried then.
 */
import type { FindingsEngine } from './load-engine';

type EngineWork = (engine: FindingsEngine) => void;

export class EngineGate {
  private engine: FindingsEngine | undefined;
  private waiting: EngineWork[] = [];
  private loading: Promise<void> | undefined;

  /** `onFailure`: the engine could not load (a broken install); the waiting work is dropped. */
  constructor(
    private readonly load: () => Promise<FindingsEngine>,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  run(work: EngineWork): void {
    if (this.engine) return work(this.engine);
    this.waiting.push(work);
    this.loading ??= this.load().then(
      (engine) => this.loaded(engine),
      (error: unknown) => {
        this.waiting = [];
        this.loading = undefined;
        this.onFailure(error);
      },
    );
  }

  /** Resolves once the work asked for so far has run (tests, and the tracker's settled()). */
  async idle(): Promise<void> {
    await this.loading;
  }

  private loaded(engine: FindingsEngine): void {
    this.engine = engine;
    const waiting = this.waiting;
    this.waiting = [];
    for (const work of waiting) work(engine);
  }
}
