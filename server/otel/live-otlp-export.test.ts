import { describe, expect, it } from 'vitest';
import { tracesUrl } from './live-otlp-export';

describe('tracesUrl', () => {
  it('adds the OTLP traces path to a bare endpoint and keeps a full one', () => {
    expect(tracesUrl('http://127.0.0.1:4318')).toBe('http://127.0.0.1:4318/v1/traces');
    expect(tracesUrl('http://collector:4318/otlp/')).toBe('http://collector:4318/otlp/v1/traces');
    expect(tracesUrl('http://collector:4318/v1/traces')).toBe('http://collector:4318/v1/traces');
  });
});
