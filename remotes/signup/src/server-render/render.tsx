import { pageRenderBundle } from '@dating/routes/src/page-render';
import SignupPage from '../pages/SignupPage';

/**
 * The signup page a visitor lands on, as HTML (docs/architecture.md, Server HTML): the account form is there to fill
 * in before the scripts arrive, and what was typed goes into the app's form when it takes over.
 */
export const bundle = pageRenderBundle({ remote: 'signup', pages: { './SignupPage': SignupPage } });
