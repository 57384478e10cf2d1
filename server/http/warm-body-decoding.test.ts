import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { warmBodyDecoding } from './warm-body-decoding';

describe('warmBodyDecoding', () => {
  it('loads the encoding tables body-parser decodes JSON bodies with, so the first POST does not', () => {
    const require = createRequire(import.meta.url);
    const tables = createRequire(createRequire(require.resolve('express')).resolve('body-parser')).resolve('iconv-lite/encodings');
    delete require.cache[tables];
    expect(warmBodyDecoding()).toBe(true);
    expect(require.cache[tables]).toBeDefined();
  });
});
