/**
 * B4's large results: built once per size and kept, and built before serving when B4 asks
 * (--prebuild-text, --prebuild-json), so the figure measures the client, not the server.
 */
const MEGABYTE = 1_000_000;
const built = new Map<string, string>();

function once(key: string, build: () => string): string {
  let value = built.get(key);
  if (value === undefined) {
    value = build();
    built.set(key, value);
  }
  return value;
}

/** Numbered log-like lines, the kind of large text a real tool returns. */
export function hugeText(megabytes: number): string {
  return once(`text:${megabytes}`, () => {
    const lines: string[] = [];
    let size = 0;
    for (let line = 1; size < megabytes * MEGABYTE; line++) {
      const next = `${String(line).padStart(7, '0')} 2026-01-02T03:04:05Z INFO worker-${line % 16} processed batch ${line} in ${line % 97} ms`;
      lines.push(next);
      size += next.length + 1;
    }
    return lines.join('\n');
  });
}

/** An array of records with nested objects, serialised with indentation as many servers do. */
export function hugeJson(megabytes: number): string {
  return once(`json:${megabytes}`, () => {
    const items: unknown[] = [];
    let size = 0;
    for (let id = 1; size < megabytes * MEGABYTE; id++) {
      const item = { id, name: `record ${id}`, tags: ['alpha', 'beta', id % 2 === 0 ? 'even' : 'odd'], owner: { id: id % 50, email: `user${id % 50}@example.com` }, score: (id * 7919) % 1000 };
      items.push(item);
      size += JSON.stringify(item, null, 2).length + 4;
    }
    return JSON.stringify({ items, total: items.length }, null, 2);
  });
}
