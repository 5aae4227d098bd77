// Timed requests against the server, each recorded per action with its status, and every answer the
// script did not ask for (any non-2xx it did not provoke, any network failure) kept with its reason.

/** Longer than any member would wait; LOAD_TIMEOUT_MS changes it. */
const REQUEST_TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS || 30_000);

export function createRecorder() {
  return {
    /** action → { durations: number[], refusals: Map<"status reason", { count, provoked }> } */
    actions: new Map(),
    /** Problems say when they happened, so that a stall of the whole machine shows as a cluster. */
    startedAt: performance.now(),
    /** Unexpected answers and read-back mismatches: any entry fails the run. */
    problems: [],
  };
}

function actionStats(recorder, action) {
  let stats = recorder.actions.get(action);
  if (!stats) {
    stats = { durations: [], refusals: new Map() };
    recorder.actions.set(action, stats);
  }
  return stats;
}

/**
 * One request. `expect` lists the statuses this call provokes on purpose (200 by default); anything else
 * is a problem. Answers `{ status, body }`, with status 0 when no answer came.
 */
export async function call(recorder, action, { baseUrl, method = 'GET', path, token, ip, body, expect = [200] }) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  // Each simulated user comes from an address of their own, as real users do (the server trusts loopback).
  if (ip) headers['x-forwarded-for'] = ip;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const stats = actionStats(recorder, action);
  const started = performance.now();
  let status = 0;
  let answer;
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = res.status;
    const text = await res.text();
    answer = text ? JSON.parse(text) : undefined;
  } catch (error) {
    // fetch says only "fetch failed"; the cause says what happened to the connection.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    answer = { error: error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error) };
  }
  stats.durations.push(performance.now() - started);
  const provoked = expect.includes(status);
  if (status < 200 || status > 299) {
    const reason = `${status || 'no answer'} ${typeof answer?.error === 'string' ? answer.error : ''}`.trim();
    const refusal = stats.refusals.get(reason) ?? { count: 0, provoked };
    refusal.count += 1;
    stats.refusals.set(reason, refusal);
  }
  if (!provoked) {
    const at = ((started - recorder.startedAt) / 1000).toFixed(1);
    recorder.problems.push(
      `${action} (sent at ${at} s, took ${Math.round(performance.now() - started)} ms): ${method} ${path} answered ${status || 'nothing'}: ${JSON.stringify(answer)}`,
    );
  }
  return { status, body: answer };
}
