/** In the message log, on an app record of a recording: opens that record's app view, played back (issue 21, item 4). */
import { useState } from 'react';
import { useReadOnlyView } from '../../../api/BridgeContext';
import { ModalDialog } from '../../../ui/ModalDialog';
import { RecordedAppPlayer } from './player-for-page';
import { useRecordedAppViews } from './use-recorded-app-views';

export function PlayRecordedAppButton({ view }: { view: string }) {
  if (!useReadOnlyView()) return null;
  return <PlayButton view={view} />;
}

function PlayButton({ view }: { view: string }) {
  const [open, setOpen] = useState(false);
  const recorded = useRecordedAppViews().find((candidate) => candidate.view === view);
  if (!recorded) return null;
  return (
    <>
      <button type="button" data-testid="play-recorded-app" onClick={() => setOpen(true)} className="text-indigo-600 hover:underline dark:text-indigo-400">
        Play the recorded app ▶
      </button>
      {open && (
        <ModalDialog title={`Recorded app ${recorded.uri}`} testId="recorded-app-dialog" onClose={() => setOpen(false)}>
          <div className="h-full overflow-auto">
            <RecordedAppPlayer view={recorded} />
          </div>
        </ModalDialog>
      )}
    </>
  );
}
