/**
 * The clipped-content contract over real HTTP (issue 6, B4): the bench server's huge_text answers
 * a 3 MB result; the call list, the log and the event stream carry a preview, and the content
 * routes page through the whole text behind the token. Its `--tools` list is cut in the log (B3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchServerArgv } from '../../../bench/lib/bridges';
import type { CallRecord, ErrorBody, LogPage, ToolListing } from '../../../src/core/bridge-api';
import { LOG_PREVIEW_ITEMS, PREVIEW_CHARS, sliceSearch, type ContentSlice } from '../../../src/core/clipped-content';
import { isClippedItems } from '../../../src/core/clips';
import type { MessageRecord } from '../../../src/core/wire';
import { waitForState } from '../../connections/test-support';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

/** The bench server counts megabytes in millions of characters. */
const MB = 1_000_000;

describe('content routes', () => {
  let bridge: TestBridge;
  let conn: string;
  let call: CallRecord;
  /** The whole text's length: the bench server writes whole lines up to at least 3 MB. */
  let total: number;

  async function get<T>(path: string, headers: Record<string, string> = bearer(bridge.token)): Promise<{ status: number; json: T }> {
    const response = await rawRequest(bridge.port, { method: 'GET', path: `/api${path}`, headers });
    return { status: response.status, json: JSON.parse(response.body) as T };
  }

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true });
  });
  afterAll(() => bridge.close());

  // The tests below read this call; they run in order.
  it('lists the call with a preview of its text and the size of the whole', async () => {
    const [command, ...args] = benchServerArgv();
    const created = bridge.backend.connect({ target: { transport: 'stdio', command, args } });
    if (!created.ok) throw new Error(created.error.message);
    conn = created.value.id;
    await waitForState(bridge.backend, conn, 'ready');
    const started = bridge.backend.startCall(conn, { tool: 'huge_text', arguments: { megabytes: 3 } });
    if (!started.ok) throw new Error(started.error.message);
    for (let tries = 0; tries < 600; tries++) {
      const listed = await get<CallRecord[]>(`/connections/${conn}/calls`);
      call = listed.json.find((candidate) => candidate.id === started.value.id)!;
      if (call.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(call.status).toBe('ok');
    const text = (call.result!.content as { text: string }[])[0]!.text;
    expect(text).toHaveLength(PREVIEW_CHARS);
    total = call.clipped![0]!.totalChars;
    expect(total).toBeGreaterThanOrEqual(3 * MB);
    expect(call.clipped).toEqual([{ pointer: '/content/0/text', totalChars: total, shownChars: PREVIEW_CHARS }]);
  }, 60_000);

  it('pages through the whole text by range, and the pages join up', async () => {
    const first = await get<ContentSlice>(`/connections/${conn}/calls/${call.id}/content?${sliceSearch({ pointer: '/content/0/text', offset: 0, length: 2 * MB })}`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ offset: 0, totalChars: total });
    expect(first.json.text).toHaveLength(2 * MB);
    expect(first.json.text.startsWith((call.result!.content as { text: string }[])[0]!.text)).toBe(true);
    const rest = await get<ContentSlice>(`/connections/${conn}/calls/${call.id}/content?${sliceSearch({ pointer: '/content/0/text', offset: 2 * MB, length: 2 * MB })}`);
    expect(rest.json.text).toHaveLength(total - 2 * MB);
    expect(rest.json.text.endsWith('\n') || rest.json.text.endsWith('ms')).toBe(true);
  });

  it('serves the log the same way: a preview in /api/log, the whole message by seq', async () => {
    const page = await get<LogPage>(`/log?after=0&limit=1000&conn=${conn}`);
    const response = page.json.records.find((record) => record.kind === 'message' && record.clipped !== undefined);
    expect(response?.kind === 'message' && response.clipped).toEqual([{ pointer: '/result/content/0/text', totalChars: total, shownChars: PREVIEW_CHARS }]);
    const whole = await get<MessageRecord>(`/log/${response!.seq}/message`);
    expect(whole.status).toBe(200);
    expect(whole.json.clipped).toBeUndefined();
    expect((whole.json.msg as { result: { content: { text: string }[] } }).result.content[0]!.text).toHaveLength(total);
  });

  it('cuts a tools/list of thousands of tools to its first items in the log, and serves it whole by seq', async () => {
    const [command, ...args] = benchServerArgv(['--tools', '1500']);
    const created = bridge.backend.connect({ target: { transport: 'stdio', command, args } });
    if (!created.ok) throw new Error(created.error.message);
    await waitForState(bridge.backend, created.value.id, 'ready');
    // The tools route answers once the bridge has listed them, so the answer is in the log.
    expect((await get<ToolListing>(`/connections/${created.value.id}/tools`)).json.tools).toHaveLength(1505);
    const page = await get<LogPage>(`/log?after=0&limit=1000&conn=${created.value.id}`);
    const listed = page.json.records.find((record) => record.kind === 'message' && record.clipped?.some((cut) => cut.pointer === '/result/tools'));
    if (listed?.kind !== 'message') throw new Error('no clipped tools/list answer in the log');
    const tools = (listed.msg as { result: { tools: unknown[] } }).result.tools;
    expect(tools).toHaveLength(LOG_PREVIEW_ITEMS);
    const cut = listed.clipped!.find((clip) => clip.pointer === '/result/tools')!;
    expect(cut).toMatchObject({ totalItems: 1505, shownItems: LOG_PREVIEW_ITEMS });
    const whole = await get<MessageRecord>(`/log/${listed.seq}/message`);
    const wholeTools = (whole.json.msg as { result: { tools: unknown[] } }).result.tools;
    expect(wholeTools).toHaveLength(1505);
    expect(wholeTools.slice(0, LOG_PREVIEW_ITEMS)).toEqual(tools);
    // The log sizes the message whole: the cut items' JSON is what the preview lacks.
    expect(JSON.stringify(listed.msg).length + (isClippedItems(cut) ? cut.omittedChars : 0)).toBe(JSON.stringify(whole.json.msg).length);
  }, 60_000);

  it('needs the token, and answers error codes for an unknown call, pointer or record and a bad range', async () => {
    const path = `/connections/${conn}/calls/${call.id}/content?pointer=/content/0/text`;
    expect(await get<ErrorBody>(path, {})).toMatchObject({ status: 403, json: { error: { code: 'unauthorized' } } });
    expect(await get<ErrorBody>(`/connections/${conn}/calls/call-999/content?pointer=/content/0/text`)).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    expect(await get<ErrorBody>(`/connections/c999/calls/${call.id}/content?pointer=/content/0/text`)).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    expect(await get<ErrorBody>(`/connections/${conn}/calls/${call.id}/content?pointer=/content/7/text`)).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    expect(await get<ErrorBody>(`${path}&offset=-5`)).toMatchObject({ status: 400, json: { error: { code: 'bad_request' } } });
    expect(await get<ErrorBody>('/log/1/message', {})).toMatchObject({ status: 403, json: { error: { code: 'unauthorized' } } });
    expect(await get<ErrorBody>('/log/999999/message')).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    expect(await get<ErrorBody>('/log/abc/message')).toMatchObject({ status: 400, json: { error: { code: 'bad_request' } } });
  });
});
