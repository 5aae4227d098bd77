import type { Frame, Page } from '@playwright/test';

/** The host the corpus's payloads load from: any request to it means a payload got to run or fetch. */
export const MARKER_HOST = 'xss.example';

/** One sign that a payload did something: a dialog, a call, a request, a navigation or a CSP refusal. */
export interface XssHit {
  kind: 'dialog' | 'call' | 'request' | 'navigation' | 'csp';
  detail: string;
  url: string;
}

/**
 * Watches a page for every way a stored payload could show it ran. The corpus calls `alert(1)` (a dialog),
 * `window.__xss()` (defined here, in every frame, before any page script), or loads from MARKER_HOST.
 * A Content-Security-Policy violation counts as a hit too: the sanitiser and React must leave nothing for
 * the CSP to stop, so a refusal means a payload got into the page and only the second line held. `appUrl` is
 * the app's own address (the worker's server): a navigation anywhere else is a hit.
 */
export async function watchForScript(page: Page, appUrl: string): Promise<XssHit[]> {
  const hits: XssHit[] = [];
  await page.exposeBinding('__xssReport', ({ frame }: { frame: Frame }, kind: XssHit['kind'], detail: string) => {
    hits.push({ kind, detail, url: frame.url() });
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (kind: string, detail: string) => void }).__xssReport;
    Object.defineProperty(window, '__xss', {
      value: () => {
        report('call', 'window.__xss()');
      },
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      report('csp', `${event.effectiveDirective} refused ${event.blockedURI} (${event.sample})`);
    });
  });
  page.on('dialog', (dialog) => {
    // The diary's own "leave with unsaved changes?" prompt: let the test move on.
    if (dialog.type() === 'beforeunload') {
      void dialog.accept();
      return;
    }
    hits.push({ kind: 'dialog', detail: `${dialog.type()}: ${dialog.message()}`, url: page.url() });
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (isHostile(url)) hits.push({ kind: 'request', detail: url, url: request.frame().url() });
  });
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (isHostile(url) || !isOurs(url, appUrl)) hits.push({ kind: 'navigation', detail: url, url: page.url() });
  });
  // Nothing may leave for the marker host even when a payload does get through: answer it here.
  await page.route(`**://${MARKER_HOST}/**`, (route) => route.abort());
  return hits;
}

function isHostile(url: string): boolean {
  return /^\s*(javascript|vbscript|data):/i.test(url) || url.includes(MARKER_HOST);
}

/** The app's own origin, or a frame's empty start document. */
function isOurs(url: string, appUrl: string): boolean {
  if (url === 'about:blank' || url === 'about:srcdoc' || url === '') return true;
  return new URL(url).origin === new URL(appUrl).origin;
}

/**
 * What in the rendered page could run a script once a user hovers, focuses or clicks, even though nothing ran
 * while the page loaded: event-handler attributes (React never writes them, it listens at the root),
 * addresses with a scriptable scheme, inline frames and documents, and elements that change where the page
 * goes. The app's own markup has none of these, so every finding comes from stored text.
 */
export function scriptableMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster'];
    const forbidden = 'iframe, frame, object, embed, base, meta[http-equiv], math, template, noscript';
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on') || name === 'srcdoc') findings.push(`${name} on <${tag}>`);
        const squeezed = attribute.value.replace(/\s/g, '').toLowerCase();
        if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text|data:image\/svg)/.test(squeezed)) {
          findings.push(`${name}="${attribute.value}" on <${tag}>`);
        }
      }
      if (element.matches(forbidden)) findings.push(`<${tag}> element`);
      if (tag === 'script' && !(element as HTMLScriptElement).src) findings.push('inline <script>');
      if (tag === 'svg' && element.querySelector('script, foreignObject, animate, set, use')) {
        findings.push('scriptable <svg>');
      }
    }
    return findings;
  });
}
