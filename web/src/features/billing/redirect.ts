/**
 * The address to send the browser to for a URL the server answered (a checkout or billing
 * page), or null when it is not an http(s) address: a `javascript:` or `data:` URL must never
 * reach location.assign, whoever produced it. Relative URLs resolve against `origin`.
 */
export function redirectTarget(url: string, origin: string): string | null {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
}

/**
 * Leaves the app for a page the server named (a full page load). Throws when the address cannot be
 * followed, so the mutation that asked for it fails and its screen says so instead of waiting forever.
 */
export function leaveFor(url: string): void {
  const target = redirectTarget(url, window.location.origin);
  if (target === null) throw new Error('The server answered an address that cannot be followed.');
  window.location.assign(target);
}
