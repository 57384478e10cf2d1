import { describe, expect, it } from 'vitest';
import { CancelledRequests } from './cancelled-requests';

// The SDK's own words for progress whose request it no longer tracks (client _onprogress).
const report = (token: unknown) =>
  `Received a progress notification for an unknown token: ${JSON.stringify({ method: 'notifications/progress', params: { progressToken: token, progress: 3, total: 40 } })}`;

describe('CancelledRequests', () => {
  it('explains progress that came after mcpscope cancelled its request, and only that', () => {
    const cancelled = new CancelledRequests();
    cancelled.observe('out', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7, reason: 'cancelled by the user' } });
    expect(cancelled.explains(report(7))).toBe(true);
    // Progress for a request nobody cancelled is still a problem worth showing.
    expect(cancelled.explains(report(8))).toBe(false);
    expect(cancelled.explains('Failed to send response: EPIPE')).toBe(false);
  });

  it('does not count a cancellation the server sent, nor one from an earlier session', () => {
    const cancelled = new CancelledRequests();
    cancelled.observe('in', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7 } });
    expect(cancelled.explains(report(7))).toBe(false);
    cancelled.observe('out', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7 } });
    cancelled.newSession();
    expect(cancelled.explains(report(7))).toBe(false);
  });
});
