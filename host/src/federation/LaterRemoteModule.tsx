import { useFirstContentIdle } from '../app/page-settled';
import { Loading } from '../layout/Loading';
import { RemoteModule, type RemoteModuleProps } from './RemoteModule';

/**
 * Another remote's module beside the page's own content (a widget such as the signup form on a landing page, the
 * error page's way in): loaded once the page's own content is on screen and the browser has a moment, so a first
 * render runs one remote entry and the content is not held up by a second (issue 29). Its place shows the same
 * loading line until then as while it loads, so nothing moves.
 */
export function LaterRemoteModule<P extends object>(props: RemoteModuleProps<P>) {
  return useFirstContentIdle() ? <RemoteModule {...props} /> : <Loading />;
}
