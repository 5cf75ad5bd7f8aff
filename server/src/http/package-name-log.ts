import type { FastifyServerOptions } from 'fastify';

/**
 * Every call carries X-Package-Name (docs/product.md §7): with it in each request's log bindings, a failing
 * call in the log names the remote (or host) that made it.
 */
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

export const childLoggerWithPackageName: ChildLoggerFactory = (logger, bindings, options, rawRequest) => {
  const pkg = rawRequest.headers['x-package-name'];
  return logger.child(typeof pkg === 'string' && pkg ? { ...bindings, pkg: pkg.slice(0, 100) } : bindings, options);
};
