import { ALLOWED_LINK_SCHEMES } from '@baseline/contract';

/**
 * An independent check of stored note HTML, written apart from the sanitiser so that it does not share
 * its mistakes. It reads the HTML strictly: every `<` must open or close an allowed element written in
 * one canonical form, with double-quoted attributes; anything else (a comment, a stray `<`, an unquoted
 * or unknown attribute, another element) is a finding. It answers the findings; none means safe.
 */
export function unsafeMarkup(html: string): string[] {
  const findings: string[] = [];
  const token = /<(\/?)([a-z][a-z0-9]*)((?: [a-z-]+="[^"<>]*")*)>|[^<>]+/gy;
  let read = 0;
  for (let match = token.exec(html); match; match = token.exec(html)) {
    read = token.lastIndex;
    const [whole, closing, name, attributes] = match;
    if (name === undefined) continue; // text: it holds no `<` or `>`, so it cannot start markup
    const allowed = ELEMENTS[name];
    if (!allowed) {
      findings.push(`element <${name}>`);
      continue;
    }
    if (closing && attributes) findings.push(`attributes on a closing tag: ${whole}`);
    for (const [, attribute = '', value = ''] of (attributes ?? '').matchAll(/ ([a-z-]+)="([^"]*)"/g)) {
      const rule = allowed[attribute];
      if (!rule) findings.push(`attribute ${attribute} on <${name}>`);
      else if (!rule(decodeEntities(value))) findings.push(`${attribute}="${value}" on <${name}>`);
    }
    if (name === 'a' && !closing && !/ target="_blank" rel="noopener noreferrer nofollow" href="/.test(whole)) {
      findings.push(`a link without the new-tab attributes: ${whole}`);
    }
    if (name === 'span' && !closing && !/^<span data-kind="[^"]*" data-id="[^"]*" data-label="[^"]*">$/.test(whole)) {
      findings.push(`a span that is not a mention: ${whole}`);
    }
  }
  if (read < html.length) findings.push(`markup it cannot read: ${html.slice(read, read + 60)}`);
  return findings;
}

type AttributeRule = (value: string) => boolean;

const ELEMENTS: Record<string, Record<string, AttributeRule> | undefined> = {
  ...Object.fromEntries(
    ['p', 'strong', 'em', 'pre', 'blockquote', 'hr', 'ul', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map(
      (name) => [name, {}],
    ),
  ),
  code: { class: (value) => value.split(' ').every((name) => /^language-[\w+#.-]*$/.test(name)) },
  // A mention (MENTION in the contract): its kind, an id of the tennis source's form or a chart's UUID, any label
  // (escaped). Which id goes with which kind is the sanitiser's rule; this check only keeps either form inert.
  span: {
    'data-kind': (value) => value === 'player' || value === 'tournament' || value === 'chart',
    'data-id': (value) =>
      /^[A-Za-z0-9-]{1,16}$/.test(value) || /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value),
    'data-label': (value) => value.trim() !== '',
  },
  a: {
    target: (value) => value === '_blank',
    rel: (value) => value === 'noopener noreferrer nofollow',
    href: isSafeHref,
  },
};

/** Empty, relative, or with a listed scheme once every character a browser might skip is gone. */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = href.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1];
  return scheme === undefined || (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme.toLowerCase());
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
