/**
 * Opening the browser without putting the token on a command line (issue 17, finding 1). Every
 * local user can read every process's argv (`ps`, /proc/<pid>/cmdline), and the token lets its
 * holder start processes as us, so the tokened URL never goes to `xdg-open` or a browser as an
 * argument. Like Jupyter, we write an owner-only page in the config folder that sends the browser
 * on to the tokened URL, and open that file: its path is useless to anyone who cannot read it.
 * The tokened URL itself is printed only to our own terminal.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import open from 'open';
import { writeFileAtomic } from '../config/atomic-write';
import { escapeHtml } from '../http/escape-html';

/** The page the browser opens first. `no-referrer`: the next page is told nothing of this file. */
export function launchPageHtml(url: string): string {
  const attribute = escapeHtml(url);
  // JSON.stringify alone would let "</script>" in a crafted --host end the script early.
  const script = JSON.stringify(url).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta name="color-scheme" content="light dark">
<meta http-equiv="refresh" content="0;url=${attribute}">
<title>Opening mcpscope…</title></head>
<body style="font-family:system-ui,sans-serif;margin:3rem"><p>Opening <a href="${attribute}">mcpscope</a>…</p>
<script>location.replace(${script});</script></body></html>
`;
}

/** Writes the launch page (0600, in a 0700 folder) and removes it when the bridge exits. */
export async function writeLaunchPage(dir: string, url: string): Promise<string> {
  const file = path.join(dir, `open-${process.pid}.html`);
  await writeFileAtomic(file, launchPageHtml(url));
  process.on('exit', () => rmSync(file, { force: true }));
  return file;
}

/**
 * Opens the launch page in the person's browser: `$BROWSER` when set (the convention Python's
 * webbrowser and Jupyter follow; its first entry, run without a shell), else the system default.
 */
export async function openLaunchPage(file: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
  const target = pathToFileURL(file).href;
  const browser = env.BROWSER?.split(path.delimiter)[0]?.trim();
  await open(target, browser ? { app: { name: browser } } : {});
}
