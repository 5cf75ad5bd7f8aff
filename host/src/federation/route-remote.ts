import { matchRoute } from '@dating/routes';
import { remoteLoader } from './federation';

/**
 * Starts loading the remote of the page being opened before the shell renders its first screen (issue 29 point 3):
 * a remote page waited for the shell's first render before its runtime, pointer, manifest, entry and module were
 * asked for, one after the other. The page's own load joins this one (the loader shares a load under way) and shows
 * its failure; this start has no one to tell.
 */
export function startRouteRemote(pathname: string): void {
  const match = matchRoute(pathname);
  if (!match?.valid || !('remote' in match.route.target)) return;
  const { remote, module } = match.route.target;
  remoteLoader()
    .load(remote, module)
    .catch(() => undefined);
}
