/**
 * `mcpscope serve` starts the OTLP receiver (issue 23, item 3) beside the bridge: on by default,
 * since a server under development must be pointable at it without a restart of mcpscope, and it
 * only ever stores spans. Its URL is printed once; spans no session's trace context named are said
 * once too, so a person whose server's spans do not show under its calls learns why.
 */
import type { ConnectionManager } from '../connections/manager';
import { startOtlpReceiver, type OtlpReceiver } from './otlp-receiver';

export interface ReceiverWiring {
  port: number;
  backend: Pick<ConnectionManager, 'recordReceivedSpans' | 'otlpReceiverUrl'>;
  log: (line: string) => void;
}

export async function startReceiverForBridge({ port, backend, log }: ReceiverWiring): Promise<OtlpReceiver | undefined> {
  let toldUnmatched = false;
  try {
    const receiver = await startOtlpReceiver({
      port,
      onSpans: (spans) => {
        const unmatched = backend.recordReceivedSpans(spans);
        if (unmatched === 0 || toldUnmatched) return;
        toldUnmatched = true;
        log('mcpscope: received spans whose trace no connection sent (turn on Trace context for the connection); they are kept in the log as connection "otlp", in no trace file');
      },
    });
    backend.otlpReceiverUrl = receiver.tracesUrl;
    log(`mcpscope: OTLP/HTTP receiver (OTLP/protobuf or JSON, this machine only) at ${receiver.tracesUrl}; stdio servers with trace context on are pointed at it`);
    return receiver;
  } catch (error) {
    // The bridge works without it: a taken port costs the receiver, not the session.
    log(`mcpscope: the OTLP receiver could not listen on 127.0.0.1:${port} (${(error as NodeJS.ErrnoException).code ?? String(error)}); pick another with --otlp-receiver <port>`);
    return undefined;
  }
}
