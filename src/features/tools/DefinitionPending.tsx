/** Where the selected tool's workbench goes while its definition is read, or why it could not be. */
import { ChunkLoading } from '../../ui/ChunkLoading';

export function DefinitionPending({ name, error }: { name: string; error: Error | null }) {
  if (error) {
    return (
      <div role="alert" data-testid="tool-definition-error" className="rounded border border-red-300 bg-red-50 p-2 text-xs text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200">
        <p className="font-semibold">Could not read the definition of {name}</p>
        <p className="mt-0.5 break-words">{error.message}</p>
      </div>
    );
  }
  return <ChunkLoading testId="tool-definition-loading" minHeight={220} label={`Reading the definition of ${name}…`} />;
}
