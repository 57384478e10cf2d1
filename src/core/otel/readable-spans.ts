/**
 * mcpscope's span drafts as the SDK's ReadableSpan, the shape the OTLP serializers and exporters
 * take (issue 23): the packages do the encoding, so nothing here writes OTLP by hand.
 */
import { SpanKind, SpanStatusCode, TraceFlags, type SpanContext } from '@opentelemetry/api';
import { hrTimeDuration, millisToHrTime, TraceState } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { SpanDraft } from './span-draft';

/** The instrumentation scope and service that report mcpscope's spans. */
export const MCPSCOPE_SCOPE_NAME = 'mcpscope';

const KINDS: Record<SpanDraft['kind'], SpanKind> = { internal: SpanKind.INTERNAL, client: SpanKind.CLIENT, server: SpanKind.SERVER, producer: SpanKind.PRODUCER, consumer: SpanKind.CONSUMER };

function context(traceId: string, spanId: string, traceState?: string): SpanContext {
  return { traceId, spanId, traceFlags: TraceFlags.SAMPLED, ...(traceState !== undefined ? { traceState: new TraceState(traceState) } : {}) };
}

export function toReadableSpans(drafts: readonly SpanDraft[], version: string): ReadableSpan[] {
  const ours = resourceFromAttributes({ [ATTR_SERVICE_NAME]: MCPSCOPE_SCOPE_NAME, [ATTR_SERVICE_VERSION]: version });
  const instrumentationScope = { name: MCPSCOPE_SCOPE_NAME, version };
  // A server's spans keep their own service, so a backend shows them as that service's.
  const servers = new Map<string, ReturnType<typeof resourceFromAttributes>>();
  const resourceOf = (service: string) => servers.get(service) ?? servers.set(service, resourceFromAttributes({ [ATTR_SERVICE_NAME]: service })).get(service)!;
  return drafts.map((draft): ReadableSpan => {
    const resource = draft.service === undefined ? ours : resourceOf(draft.service);
    const startTime = millisToHrTime(draft.start);
    const endTime = millisToHrTime(draft.end);
    const spanContext = context(draft.traceId, draft.spanId, draft.traceState);
    return {
      name: draft.name,
      kind: KINDS[draft.kind],
      spanContext: () => spanContext,
      ...(draft.parentSpanId !== undefined ? { parentSpanContext: context(draft.traceId, draft.parentSpanId) } : {}),
      startTime,
      endTime,
      duration: hrTimeDuration(startTime, endTime),
      status: draft.error ? { code: SpanStatusCode.ERROR, message: draft.error.message } : { code: SpanStatusCode.UNSET },
      attributes: draft.attributes,
      links: [],
      events: draft.events.map((event) => ({ name: event.name, time: millisToHrTime(event.t), attributes: event.attributes })),
      ended: true,
      resource,
      instrumentationScope,
      droppedAttributesCount: 0,
      droppedEventsCount: 0,
      droppedLinksCount: 0,
    };
  });
}
