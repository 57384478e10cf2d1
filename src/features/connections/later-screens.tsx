/**
 * The screens a page does not open with: every connection tab but Tools, and the trace library.
 * Each is its own chunk, so the first page evaluates only what the Tools screen needs (issue 24,
 * B9: the app chunk's evaluation was a third of the boot's main-thread time). They are fetched
 * when the pointer or focus reaches the tabs (`preloadLaterScreens`), so a tab opened then
 * renders at once. They have no loading state of their own: the screen's Suspense boundary
 * (`LaterScreenBoundary`) has it, and a tab chosen before its code is here is switched to in a
 * transition, which keeps the current screen until then.
 */
import { Suspense, type ReactNode } from 'react';
import type { ConnectionSummary } from '../../core/bridge-api';
import { ChunkLoading } from '../../ui/ChunkLoading';
import { preloadable } from '../../ui/preloadable';
import { ScreenErrorBoundary } from '../../ui/ScreenErrorBoundary';
import type { TraceLoader } from '../traces/read-trace-file';

type ConnectionProps = { connection: ConnectionSummary };

/**
 * Around the screens: its fallback shows only when a page starts on a screen whose code is not here
 * yet, and a screen that fails (its code did not load) says so in its place until `screen` changes.
 */
export function LaterScreenBoundary({ screen, children }: { screen: string; children: ReactNode }) {
  return (
    <ScreenErrorBoundary resetKey={screen}>
      <Suspense fallback={<ChunkLoading testId="screen-loading" minHeight={120} label="Loading…" />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}

export const LifecycleScreen = preloadable<ConnectionProps>(() => import('../lifecycle/LifecycleScreen').then((module) => module.LifecycleScreen));
export const ResourcesScreen = preloadable<ConnectionProps>(() => import('../resources/ResourcesScreen').then((module) => module.ResourcesScreen));
export const PromptsScreen = preloadable<ConnectionProps>(() => import('../prompts/PromptsScreen').then((module) => module.PromptsScreen));
export const LoggingScreen = preloadable<ConnectionProps>(() => import('../logging/LoggingScreen').then((module) => module.LoggingScreen));
export const RequestsScreen = preloadable<ConnectionProps>(() => import('../client-requests/RequestsScreen').then((module) => module.RequestsScreen));
export const ChangesScreen = preloadable<ConnectionProps>(() => import('../list-changes/ChangesScreen').then((module) => module.ChangesScreen));
export const FindingsScreen = preloadable<ConnectionProps>(() => import('../findings/FindingsScreen').then((module) => module.FindingsScreen));
export const CheckScreen = preloadable<ConnectionProps>(() => import('../check/CheckScreen').then((module) => module.CheckScreen));
export const TimelineScreen = preloadable<ConnectionProps>(() => import('../timeline/TimelineScreen').then((module) => module.TimelineScreen));
export const AuthScreen = preloadable<ConnectionProps>(() => import('../auth/AuthScreen').then((module) => module.AuthScreen));
export const SettingsScreen = preloadable<ConnectionProps>(() => import('../settings/SettingsScreen').then((module) => module.SettingsScreen));
export const TracesScreen = preloadable<{ loader: TraceLoader; tracesDir: string | undefined }>(
  () => import('../traces/TracesScreen').then((module) => module.TracesScreen),
);

const LATER_SCREENS = [
  LifecycleScreen.preload,
  ResourcesScreen.preload,
  PromptsScreen.preload,
  LoggingScreen.preload,
  RequestsScreen.preload,
  ChangesScreen.preload,
  FindingsScreen.preload,
  CheckScreen.preload,
  TimelineScreen.preload,
  AuthScreen.preload,
  SettingsScreen.preload,
  TracesScreen.preload,
];

/**
 * Fetches the later screens once the person heads for the tabs (the pointer over them, or focus):
 * by the click, their code is usually here. Not at start, where they would count against the
 * first page's download (B6) and compete with it for the bridge and the main thread.
 */
export function preloadLaterScreens(): void {
  for (const preload of LATER_SCREENS) {
    // A failed fetch is tried again when the screen is opened, and reported there.
    preload().catch(() => undefined);
  }
}
