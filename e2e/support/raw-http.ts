import { request } from 'node:http';

export interface RawResponse {
  status: number;
  body: string;
}

/**
 * A plain HTTP request with full control of Host and Origin, which browsers and fetch() do not
 * allow a page to forge; a DNS-rebinding attacker's request looks like this on the wire.
 */
export function rawGet(port: number, path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
