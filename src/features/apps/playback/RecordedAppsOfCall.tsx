/**
 * Under a recorded tools/call's result: the app views that rendered it, played back (issue 21,
 * item 4). Nothing in a live view, where the live host shows the app.
 */
import { useReadOnlyView } from '../../../api/BridgeContext';
import { viewsOfCall } from '../../../core/apps/playback-views';
import { RecordedAppPlayer } from './player-for-page';
import { useRecordedAppViews } from './use-recorded-app-views';

/** A trace's call ids are `call-<seq of its tools/call request>` (core/trace-session/calls-from-wire.ts). */
const TRACE_CALL_ID = /^call-(\d+)$/;

export function RecordedAppsOfCall({ callId }: { callId: string }) {
  if (!useReadOnlyView()) return null;
  return <RecordedViews callId={callId} />;
}

function RecordedViews({ callId }: { callId: string }) {
  const views = useRecordedAppViews();
  const seq = TRACE_CALL_ID.exec(callId)?.[1];
  if (seq === undefined) return null;
  return viewsOfCall(views, Number(seq)).map((view) => <RecordedAppPlayer key={view.view} view={view} />);
}
