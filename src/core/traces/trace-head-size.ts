/**
 * About 1,300 records of a typical session: a few screens of the log and the timeline. A 1 MB head
 * (5,000 records) took 100–170 ms longer to show, for rows nobody sees first (issue 6, B5).
 * A module of its own so a source can fetch about this much first without loading the trace
 * readers (issue 24, B9: the page's entry names the bridge's trace source).
 */
export const TRACE_HEAD_CHARS = 1 << 18;
