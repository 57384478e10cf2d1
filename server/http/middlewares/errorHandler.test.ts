import { describe, expect, it } from 'vitest';
import { answerForError } from './errorHandler';

describe('answerForError', () => {
  it('maps body-parser failures to client errors', () => {
    expect(answerForError(Object.assign(new Error('x'), { type: 'entity.parse.failed', status: 400 }))).toMatchObject({
      status: 400,
      error: { code: 'bad_request' },
    });
    expect(answerForError(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 }))).toMatchObject({
      status: 413,
      error: { code: 'bad_request' },
    });
  });

  it('keeps a 404 from sendFile as not_found', () => {
    expect(answerForError(Object.assign(new Error('ENOENT'), { status: 404 })).error.code).toBe('not_found');
  });

  it('answers anything else with 500 internal', () => {
    expect(answerForError(new TypeError('boom'))).toEqual({
      status: 500,
      error: { code: 'internal', message: 'Internal bridge error: boom' },
    });
    expect(answerForError(undefined).status).toBe(500);
  });
});
