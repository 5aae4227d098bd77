import { UpstreamError } from '../upstream-error.js';

/** The upstream answered 404: the thing asked for does not exist there (yet). */
export const NOT_FOUND = Symbol('not found');

/** Far more than any real calendar or draw (a Grand Slam's draws are the largest). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * GETs JSON from an upstream within `timeoutMs` (connection and body together). Answers the parsed JSON, or
 * NOT_FOUND for a 404; throws UpstreamError for anything else: another status, a redirect (an API that
 * redirects is sending us to a login, consent or maintenance page, not to data), a body that is not JSON or
 * is too large, a refused connection, the time-out.
 */
export async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'manual',
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return NOT_FOUND;
    }
    if (!response.ok) {
      await response.body?.cancel();
      const where = response.headers.get('location');
      throw new UpstreamError('failed', `${url} answered ${response.status}${where ? ` to ${where}` : ''}`);
    }
    return parseJson(url, await readCapped(url, response));
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new UpstreamError('timeout', `${url} did not answer within ${timeoutMs} ms`, { cause: error });
    }
    throw new UpstreamError('failed', `${url} could not be fetched`, { cause: error });
  }
}

async function readCapped(url: string, response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new UpstreamError('failed', `${url} sent ${declared} bytes, over the limit`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk: unknown = read.value;
      if (!(chunk instanceof Uint8Array)) throw new UpstreamError('failed', `${url} sent a body that is not bytes`);
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw new UpstreamError('failed', `${url} sent more than the limit`);
      }
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(url: string, text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch (error) {
    throw new UpstreamError('failed', `${url} answered something that is not JSON`, { cause: error });
  }
}
