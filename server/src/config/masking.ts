/**
 * How a configuration value may appear in a message or a log: a secret only as "set", a URL with its
 * password (and any secret query parameter) as `***`, anything else as given.
 */

/** Keys, passwords and signing secrets, by name, so a variable added later is hidden without a list to update. */
const SECRET_NAME = /SECRET|PASSWORD|_KEY$|TOKEN/;
const SECRET_QUERY_PARAMETER = /pass|secret|token|key/i;
/** `scheme://user:password@` up to the last `@` before the host, as URL parsers read it. */
const URL_CREDENTIALS = /^([a-z][a-z\d+.-]*:\/\/)([^/?#]*)@/i;

export const MASK = '***';

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** The URL with its password, and the values of query parameters such as `?password=`, replaced by `***`. */
export function maskUrl(value: string): string {
  const withoutPassword = value.replace(URL_CREDENTIALS, (_whole, scheme: string, userInfo: string) => {
    const colon = userInfo.indexOf(':');
    return colon === -1 ? `${scheme}${userInfo}@` : `${scheme}${userInfo.slice(0, colon)}:${MASK}@`;
  });
  return withoutPassword.replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, separator: string, key: string) =>
    SECRET_QUERY_PARAMETER.test(key) ? `${separator}${key}=${MASK}` : whole,
  );
}

/** `NAME="value"` with the value masked, or `NAME (set, value hidden)` for a secret. */
export function shownVariable(name: string, value: string): string {
  return isSecretName(name) ? `${name} (set, value hidden)` : `${name}=${JSON.stringify(maskUrl(value))}`;
}
