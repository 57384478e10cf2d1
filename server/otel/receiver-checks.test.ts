import { describe, expect, it } from 'vitest';
import { isLoopbackPeer, receiverVerdict, type ReceiverRequest } from './receiver-checks';

const PORT = 4318;
const exporter: ReceiverRequest = { method: 'POST', url: '/v1/traces', peer: '127.0.0.1', host: `127.0.0.1:${PORT}`, origin: undefined, contentType: 'application/json', contentEncoding: undefined, contentLength: '120' };

function status(change: Partial<ReceiverRequest>): number | 'ok' {
  const verdict = receiverVerdict({ ...exporter, ...change }, PORT);
  return verdict.ok ? 'ok' : verdict.refusal.status;
}

function format(contentType: string): string {
  const verdict = receiverVerdict({ ...exporter, contentType }, PORT);
  return verdict.ok ? verdict.format : `refused ${verdict.refusal.status}`;
}

describe("the OTLP receiver's checks (issue 23)", () => {
  it("takes an exporter's POST from this machine, under any loopback name, gzipped or not", () => {
    expect(status({})).toBe('ok');
    expect(status({ host: `localhost:${PORT}`, peer: '::ffff:127.0.0.1' })).toBe('ok');
    expect(status({ host: `[::1]:${PORT}`, peer: '::1', contentType: 'application/json; charset=utf-8', contentEncoding: 'gzip' })).toBe('ok');
  });

  it('tells OTLP/protobuf, the default of the Python and Go exporters, from OTLP/JSON, and refuses look-alikes', () => {
    expect([format('application/x-protobuf'), format('Application/X-Protobuf; charset=binary'), format('application/json')]).toEqual(['protobuf', 'protobuf', 'json']);
    expect([format('application/protobuf'), format('application/x-protobuf-text')]).toEqual(['refused 415', 'refused 415']);
  });

  it('refuses other machines, rebound names, web pages, other routes and methods, big bodies and other encodings, each with its status', () => {
    expect(status({ peer: '192.168.1.20' })).toBe(403);
    expect(status({ host: `evil.example:${PORT}` })).toBe(403);
    expect(status({ host: '127.0.0.1:9999' })).toBe(403);
    expect(status({ host: undefined })).toBe(403);
    expect(status({ origin: 'https://evil.example' })).toBe(403);
    expect(status({ url: '/v1/metrics' })).toBe(404);
    expect(status({ url: '/api/connections' })).toBe(404);
    expect(status({ method: 'GET' })).toBe(405);
    expect(status({ contentLength: String(64 * 1024 * 1024) })).toBe(413);
    expect(status({ contentType: 'text/plain' })).toBe(415);
    expect(status({ contentEncoding: 'br' })).toBe(415);
  });

  it('counts 127.0.0.0/8 and ::1 as loopback, and nothing that merely starts like it', () => {
    expect([isLoopbackPeer('127.0.0.53'), isLoopbackPeer('::1'), isLoopbackPeer('::ffff:127.0.0.1')]).toEqual([true, true, true]);
    expect([isLoopbackPeer('127.evil'), isLoopbackPeer('10.0.0.1'), isLoopbackPeer('::ffff:10.0.0.1'), isLoopbackPeer(undefined)]).toEqual([false, false, false, false]);
  });
});
