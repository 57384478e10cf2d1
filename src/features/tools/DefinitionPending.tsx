/** Where the selected tool's workbench goes while its definition is read, or why it could not be. */
import { ChunkLoading } from '../../ui/ChunkLoading';
import { ErrorNotice } from '../../ui/ErrorNotice';

export function DefinitionPending({ name, error }: { name: string; error: Error | null }) {
  if (error) return <ErrorNotice testId="tool-definition-error" title={`Could not read the definition of ${name}`} message={error.message} />;
  return <ChunkLoading testId="tool-definition-loading" minHeight={220} label={`Reading the definition of ${name}…`} />;
}
