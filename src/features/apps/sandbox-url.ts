/** The sandbox proxy page for this inspector page and one resource's declared CSP (server/http/sandbox-proxy/proxy-app.ts). */
export function sandboxProxyUrl(sandboxOrigin: string, declaredCsp: unknown): string {
  const query = new URLSearchParams({ parent: window.location.origin, csp: JSON.stringify(declaredCsp) });
  return `${sandboxOrigin}/?${query.toString()}`;
}
