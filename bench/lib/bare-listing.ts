/**
 * The server's own time to answer `tools/list`, read by the barest client there is (issue 24, B3):
 * a pipe reader that writes the handshake and the request as lines and only looks for each
 * answer's newline. B3's "of which the server answering tools/list" is read from the bridge's log,
 * so it also holds the bridge reading the pipe and parsing the answer; what is left once this is
 * taken away is mcpscope's.
 */
import { spawn } from 'node:child_process';

export interface BareListing {
  /** From writing the request until the answer's last byte was read. */
  ms: number;
  /** The answer's line, in bytes. */
  bytes: number;
}

/** Splits stdout into lines' byte counts without decoding them: the reader must cost next to nothing. */
class LineCounter {
  private bytes = 0;
  private readonly waiting: ((bytes: number) => void)[] = [];

  push(chunk: Buffer): void {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a); newline !== -1; newline = chunk.indexOf(0x0a, start)) {
      const bytes = this.bytes + newline - start;
      this.bytes = 0;
      start = newline + 1;
      this.waiting.shift()?.(bytes);
    }
    this.bytes += chunk.length - start;
  }

  next(): Promise<number> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/**
 * Starts `argv` (a stdio server), initializes it and times its first `tools/list`, as a client
 * that lists right after `notifications/initialized` does. The answer's text is never parsed; the
 * caller checks the tool count elsewhere (B3 reads it through the bridge).
 */
export async function bareFirstListing([command, ...args]: readonly string[], timeoutMs = 120_000): Promise<BareListing> {
  const child = spawn(command!, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  const lines = new LineCounter();
  child.stdout.on('data', (chunk: Buffer) => lines.push(chunk));
  const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before it listed its tools`))));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no tools/list answer within ${timeoutMs} ms`)), timeoutMs)));
  const answered = (async () => {
    const initialized = lines.next();
    send({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'mcpscope-bench-bare-reader', version: '1.0.0' } } });
    await initialized;
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const listed = lines.next();
    const sentAt = performance.now();
    send({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const bytes = await listed;
    return { ms: performance.now() - sentAt, bytes };
  })();
  try {
    return await Promise.race([answered, exited, timedOut]);
  } finally {
    clearTimeout(timer);
    // Spec (basic/lifecycle, stdio shutdown): stdin closed first; the bench server exits with it.
    child.stdin.end();
    child.kill('SIGTERM');
  }
}
