/** Hosts that mean every interface: no browser can open them, so the address users reach is localhost. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The address the server listens on, as a browser opens it: PUBLIC_URL's default, so that a server started
 * on HOST=127.0.0.1 sends its checkout and mail links back to 127.0.0.1, where the member's token is, and
 * not to localhost, another origin with storage of its own.
 */
export function listenUrl(host: string, port: number): string {
  const reachable = EVERY_INTERFACE.has(host) ? 'localhost' : host;
  const bracketed = reachable.includes(':') && !reachable.startsWith('[') ? `[${reachable}]` : reachable;
  return `http://${bracketed}:${port}`;
}
