import type { IncomingMessage } from 'node:http';
import type { FastifyRouterOptions, RawServerDefault } from 'fastify';

/** What Fastify's router (find-my-way) takes as a custom constraint. */
type ConstraintStrategy = NonNullable<FastifyRouterOptions<RawServerDefault>['constraints']>[string];
/** The router's handler record kept per constraint value; its shape is the router's business, not this strategy's. */
type RouteStore = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

/**
 * Several calls share a path and method and differ by a fixed query (POST user.php?new=1 is signup,
 * ?push=1 a push subscription), and they live in different plugins. Fastify routes by path, so a route
 * constraint tells them apart: each such route is registered with `constraints: { fixedQuery: 'new=1' }`,
 * and a request derives the most specific registered fixed query its URL carries. Routes without one
 * still answer requests that carry one (mustMatchWhenDerived: false), as a bare path always did.
 */
export function fixedQueryConstraint(): ConstraintStrategy {
  const known: { value: string; pairs: [string, string][] }[] = [];
  return {
    name: 'fixedQuery',
    storage() {
      const stores = new Map<string, RouteStore>();
      return {
        get: (value: string) => stores.get(value) ?? null,
        set: (value: string, store: RouteStore) => {
          stores.set(value, store);
          if (!known.some((k) => k.value === value)) {
            known.push({ value, pairs: [...new URLSearchParams(value)] });
            known.sort((a, b) => b.pairs.length - a.pairs.length);
          }
        },
      };
    },
    // Typed string by find-my-way; undefined (no fixed query in the URL) is what selects the bare route.
    deriveConstraint(req: IncomingMessage): string {
      const at = req.url?.indexOf('?') ?? -1;
      if (at < 0 || known.length === 0) return undefined as unknown as string;
      const query = new URLSearchParams(req.url!.slice(at + 1));
      return known.find((k) => k.pairs.every(([name, v]) => query.get(name) === v))?.value as string;
    },
    mustMatchWhenDerived: false,
    validate(value: unknown) {
      if (typeof value !== 'string' || !value) throw new Error('a fixedQuery constraint is a query string like new=1');
    },
  };
}

export const fixedQueryValue = (fixed: Record<string, string>): string => new URLSearchParams(fixed).toString();
