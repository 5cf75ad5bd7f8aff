import { getBus } from '@dating/bus';

/** The fields of the runtime's errorLoadRemote hook this plugin reads. */
export interface ErrorLoadRemoteArgs {
  id: string;
  error: unknown;
  lifecycle: string;
  remote?: { name?: string };
}

/** 'profile/ProfilePage' or a manifest URL under /remotes/profile/... → 'profile' */
export function remoteNameOf({ id, remote }: ErrorLoadRemoteArgs): string {
  if (remote?.name) return remote.name;
  const fromUrl = /\/remotes\/([^/]+)\//.exec(id);
  return fromUrl ? fromUrl[1] : id.split('/')[0];
}

/**
 * The runtime's own error layer. It reports every failure the runtime sees (manifest fetch, entry script,
 * factory) on the bus, where the host logs it, and returns nothing: no fallback module is invented, so
 * the error reaches the loader's retry and, in the end, the route's error boundary.
 */
export function errorReportingPlugin() {
  return {
    name: 'dating-host-error-reporting',
    errorLoadRemote(args: ErrorLoadRemoteArgs) {
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      getBus().emit('remote:error', { remote: remoteNameOf(args), phase: 'load', message });
      return undefined;
    },
  };
}
