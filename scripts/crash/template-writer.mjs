// The templates' part of the storm (issue 18): one writer makes a member's templates and then renames and
// rewrites them, as fast as the server answers, while the server is killed. After each restart the member's
// own templates must be exactly those acknowledged, the one write cut off by the kill either done or not.
import { randomBytes } from 'node:crypto';

/** Under the 100 a member may keep: the writer makes this many, then only changes them. */
const TEMPLATES = 60;

export function createTemplateStorm() {
  /** id → { name, body }: the templates as last acknowledged. */
  const acked = new Map();
  /** The write whose answer the kill cut off: `{ id?, template }`, id absent for a creation. */
  let unknown;
  const errors = [];
  let sequence = 0;

  async function send(baseUrl, token, method, path, body) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, answer: await res.json() };
  }

  /** Writes until the connection fails (the server was killed). */
  async function run(baseUrl, token) {
    unknown = undefined;
    for (;;) {
      const template = { name: `Crash ${++sequence}`, body: `Serve: ${randomBytes(12).toString('hex')}` };
      const ids = [...acked.keys()];
      const id = ids.length < TEMPLATES ? undefined : ids[sequence % ids.length];
      let result;
      try {
        result = id
          ? await send(baseUrl, token, 'PUT', `/api/templates/${id}`, template)
          : await send(baseUrl, token, 'POST', '/api/templates', { kind: 'note', ...template });
      } catch {
        unknown = { id, template };
        return;
      }
      if (result.status === 200 || result.status === 201) acked.set(result.answer.id, template);
      // 503 (the database busy) is a refusal; anything else is a bug of the server or of this script.
      else if (result.status !== 503)
        errors.push(`template write answered ${result.status}: ${JSON.stringify(result.answer)}`);
    }
  }

  /** The member's own templates read back: the acknowledged ones exactly, the cut-off write all or nothing. */
  async function verify(baseUrl, token) {
    const res = await fetch(`${baseUrl}/api/templates`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) return [`GET /api/templates answered ${res.status}`];
    const stored = new Map(
      (await res.json()).templates
        .filter((template) => !template.builtIn)
        .map((template) => [template.id, { name: template.name, body: template.body }]),
    );
    const same = (a, b) => a?.name === b?.name && a?.body === b?.body;
    const problems = [...errors];
    for (const [id, template] of stored) {
      if (same(template, acked.get(id))) continue;
      const cutOff = unknown && (unknown.id === id || (!unknown.id && !acked.has(id)));
      if (cutOff && same(template, unknown.template)) acked.set(id, template);
      else
        problems.push(
          `template ${id}: read back ${JSON.stringify(template)}, acknowledged ${JSON.stringify(acked.get(id))}`,
        );
    }
    for (const id of acked.keys()) if (!stored.has(id)) problems.push(`template ${id}: acknowledged, then gone`);
    errors.length = 0;
    return problems;
  }

  return { run, verify, count: () => acked.size };
}
