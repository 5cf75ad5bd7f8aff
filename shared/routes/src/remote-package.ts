/**
 * The npm package of a remote (docs/CONVENTIONS.md: remotes/<name> is @dating/remote-<name>). The host sends
 * it as X-Package-Name for every call a remote's part makes (docs/product.md §7), so server logs name the remote.
 */
export const remotePackageName = (remote: string) => `@dating/remote-${remote}`;
