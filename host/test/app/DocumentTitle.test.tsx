import { act, waitFor } from '@testing-library/react';
import { i18n } from '@dating/i18n';
import commonEn from '@dating/i18n/src/locales/en/common.json';
import commonDe from '@dating/i18n/src/locales/de/common.json';
import { DocumentTitle } from '../../src/app/DocumentTitle';
import { installFakeApi } from '../helpers/fake-api';
import { settings } from '../helpers/fixtures';
import { renderWithShell } from '../helpers/render';

const SITE = settings().name;
const titled = (title: string) => title.replace('{{site}}', SITE);

beforeEach(() => {
  document.title = 'as the server sent it';
  installFakeApi(({ path }) => (path === '/api/settings.php' ? { status: 200, body: settings() } : undefined));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the tab title', () => {
  it('is the site name on a page without a head of its own', async () => {
    renderWithShell(<DocumentTitle />, { path: '/members' });
    await waitFor(() => expect(document.title).toBe(SITE));
  });

  it('keeps the title of /login and of /signup, as the server sent it in the HTML', async () => {
    renderWithShell(<DocumentTitle />, { path: '/login' });
    await waitFor(() => expect(document.title).toBe(titled(commonEn.pageHead.login.title)));
    renderWithShell(<DocumentTitle />, { path: '/signup' });
    await waitFor(() => expect(document.title).toBe(titled(commonEn.pageHead.signup.title)));
  });

  it('in the page language', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderWithShell(<DocumentTitle />, { path: '/signup' });
    await waitFor(() => expect(document.title).toBe(titled(commonDe.pageHead.signup.title)));
  });
});
