import { ROUTES, type RouteName } from '@baseline/contract/routes';

export interface RouteAddressInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** A call's address: its path from the contract's table, each `:param` filled in and the query appended, encoded. */
export function pathOf(name: RouteName, { params = {}, query }: RouteAddressInput = {}): string {
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  if (!query) return path;
  const pairs = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}
