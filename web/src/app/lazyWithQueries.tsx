import { lazy, type ComponentType } from 'react';

/**
 * A component of a first-bundle screen that needs TanStack Query (say, a rare second step): it is fetched
 * when first shown, together with the QueryLayer it renders in, so neither weighs on the first bundle.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { default: QueryLayer }] = await Promise.all([load(), import('./QueryLayer')]);
    return {
      default: (props: P) => (
        <QueryLayer>
          <Component {...props} />
        </QueryLayer>
      ),
    };
  });
}
