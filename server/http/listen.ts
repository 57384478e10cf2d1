/** Opens the listening socket first, so the caller learns the real port (for `--port 0`). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Result } from '../../src/core/result';

export interface ListenFailure {
  /** The Node error code, e.g. EADDRINUSE. */
  code: string;
  message: string;
}

export interface Listening {
  server: Server;
  port: number;
}

export function listen(host: string, port: number): Promise<Result<Listening, ListenFailure>> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      resolve({ ok: false, error: { code: error.code ?? 'UNKNOWN', message: describeListenError(error, host, port) } });
    });
    server.listen({ host, port }, () => {
      resolve({ ok: true, value: { server, port: (server.address() as AddressInfo).port } });
    });
  });
}

function describeListenError(error: NodeJS.ErrnoException, host: string, port: number): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already in use; pick another with --port <n> (or --port 0 for any free port)`;
    case 'EACCES':
      return `not allowed to listen on ${host}:${port}; pick a port above 1023`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine`;
    default:
      return `cannot listen on ${host}:${port}: ${error.message}`;
  }
}
