/**
 * A view whose code is its own chunk, loaded on first render or ahead of it (issue 24, B9: the
 * first page evaluates only what the Tools screen needs).
 *
 * React.lazy alone starts its load on first render, and even with the chunk already fetched that
 * render suspends for a microtask, shows the fallback, and React holds the view back ~300 ms (its
 * Suspense reveal throttle; seen as B4's result view). So once the code is here, `Preloaded`
 * renders it directly: a preloaded view never shows its fallback.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
  /** Starts loading the view's code; resolves once it has loaded. */
  preload: () => Promise<ComponentType<P>>;
  /** The view, once its code is here. */
  loaded: () => ComponentType<P> | undefined;
  /** The view through React.lazy, for a render before then. */
  lazy: ComponentType<P>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (the bridge restarting) is tried again on the next render, not remembered.
        loading = undefined;
        throw error;
      },
    ));
  return { preload, loaded: () => loaded, lazy: lazy(() => preload().then((component) => ({ default: component }))) };
}

/**
 * Renders `view` with `props`. With no `fallback` it has no Suspense boundary of its own: the
 * caller's boundary waits for it, and a change made in a transition keeps what was shown until the
 * code is here (a new boundary would show its fallback at once, and React would then hold the
 * view back as above).
 */
export function Preloaded<P extends object>({ view, props, fallback }: { view: Preloadable<P>; props: P; fallback?: ReactNode }) {
  // Chosen once per mount, so a view that started lazy is not remounted when the chunk arrives.
  const [Loaded] = useState(view.loaded);
  const Lazy = view.lazy;
  if (Loaded) return <Loaded {...props} />;
  if (fallback === undefined) return <Lazy {...props} />;
  return (
    <Suspense fallback={fallback}>
      <Lazy {...props} />
    </Suspense>
  );
}
