/**
 * The Export dialog's data (issue 5, "Share"): the redaction report for the chosen setting, asked
 * again whenever the person flips "Redact secrets", and the download of the HTML file. The file
 * comes back from a token-carrying POST as a Blob, so no link a foreign page could follow exists.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BridgeClient } from '../../api/bridge-client';
import { mutationState, type MutationState } from '../../api/mutation-state';
import { createTraceExportApi, sourceName, type TraceExportSource } from '../../api/trace-export';
import { exportFileName, type TraceExportReport } from '../../core/traces-api';
import { downloadFile } from '../../ui/download';

export type ExportReportState = { status: 'pending' } | { status: 'error'; message: string } | { status: 'ok'; report: TraceExportReport };

export interface TraceExport {
  fileName: string;
  redact: boolean;
  setRedact: (redact: boolean) => void;
  report: ExportReportState;
  download: { state: MutationState<void, void>; run: () => void };
}

function sourceKey(source: TraceExportSource): unknown[] {
  // An opened trace is told apart by its start and length (a followed one grows).
  return source.kind === 'library' ? ['library', source.name] : ['opened', source.fileName, source.trace.header.createdAt, source.trace.records.length];
}

export function useTraceExport(client: BridgeClient, source: TraceExportSource): TraceExport {
  const api = useMemo(() => createTraceExportApi(client), [client]);
  const [redact, setRedactState] = useState(true);
  const fileName = exportFileName(sourceName(source));
  // Asked afresh each time: a library trace may still be growing.
  const report = useQuery({ queryKey: ['trace-export', ...sourceKey(source), redact], queryFn: () => api.report(source, redact), staleTime: 0, gcTime: 0, retry: false });
  const download = useMutation({
    mutationFn: async () => downloadFile(await api.html(source, redact), fileName, 'text/html'),
  });
  return {
    fileName,
    redact,
    setRedact: (value) => {
      download.reset();
      setRedactState(value);
    },
    report: report.isPending ? { status: 'pending' } : report.isError ? { status: 'error', message: report.error.message } : { status: 'ok', report: report.data },
    download: { state: mutationState(download), run: () => download.mutate() },
  };
}
