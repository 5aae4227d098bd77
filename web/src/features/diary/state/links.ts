import { ALLOWED_LINK_SCHEMES } from '@baseline/contract/limits';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Browsers ignore ASCII control characters and whitespace inside a scheme ('java\tscript:'), so the check must too. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_LINK_SCHEMES);

/**
 * Whether a link address may be kept (SPEC section 5): one of the allowed schemes, or a relative
 * address. The editor renders any other link with an empty address, as the server does.
 */
export function isAllowedLink(href: string): boolean {
  const scheme = SCHEME.exec(href.replace(IGNORED_BY_BROWSERS, ''))?.[1];
  return scheme === undefined || ALLOWED.has(scheme.toLowerCase());
}
