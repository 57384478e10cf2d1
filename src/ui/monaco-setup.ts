/**
 * The one place that loads Monaco. Only monaco-editors.tsx imports this module, and CodeEditor
 * and JsonDiff load that lazily, so the first page load does not download Monaco (issue 2, acceptance).
 *
 * Monaco comes from the local monaco-editor package, bundled by Vite with its workers; the
 * @monaco-editor/react loader is pointed at it so it never fetches from a CDN (the app must
 * work offline).
 *
 * Only the editor core and the JSON language are imported, not editor.main with its ~80
 * languages and the TypeScript/CSS/HTML workers.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import { jsonDefaults, type JSONSchema } from 'monaco-editor/languages/features/json/register';
import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

// The JSON language's worker manager imports this module, which registers every editor
// contribution and its services. Loaded lazily (on the first JSON model), those contributions
// would arrive after the first editor's services were created, and later editors throw
// "depends on UNKNOWN service" (e.g. ICodeLensCache). Importing it up front registers everything
// before any editor exists.
import 'monaco-editor/internal/common/workers';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

loader.config({ monaco });

// Monaco's JSON diagnostics are configured globally, so each editor registers the schema for its
// own model URI here and the combined list is pushed to jsonDefaults whenever it changes.
const schemasByModel = new Map<string, JSONSchema>();

function publishSchemas() {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    trailingCommas: 'error',
    enableSchemaRequest: false,
    schemas: [...schemasByModel].map(([modelUri, schema]) => ({
      uri: `${modelUri}.schema.json`,
      fileMatch: [modelUri],
      schema,
    })),
  });
}

/** Validates the model at `modelUri` against `schema`; returns the unregister function. */
export function registerModelSchema(modelUri: string, schema: Record<string, unknown>): () => void {
  schemasByModel.set(modelUri, schema);
  publishSchemas();
  return () => {
    schemasByModel.delete(modelUri);
    publishSchemas();
  };
}
