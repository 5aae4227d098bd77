/** One answer of the fake server: a status and a body (an object is sent as JSON, a string as text). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string as sent, '?' and all ('' without one). */
  query: string;
  headers: Headers;
  body: unknown;
}

/**
 * A fetch that answers like the API would, from a table of `METHOD /path` routes, and records
 * every request it received. Unknown routes answer 404 with the server's JSON error shape.
 */
export function fakeServer(routes: Record<string, FakeAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    requests.push({
      method,
      path: url.pathname,
      query: url.search,
      headers,
      body: text === undefined ? undefined : JSON.parse(text),
    });
    const answer = routes[`${method} ${url.pathname}`] ?? { status: 404, body: { error: 'Not found' } };
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
    return Promise.resolve(new Response(body, { status: answer.status, headers: answer.headers }));
  };
  return { fetch, requests, baseUrl: 'http://api.test' };
}
