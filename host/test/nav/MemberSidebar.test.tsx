import { screen, within } from '@testing-library/react';
import { apiKey } from '@dating/api-client';
import { getChats, getLikes } from '@dating/contract';
import { testTemplate } from '@dating/testing';
import { Layout } from '../../src/layout/Layout';
import { resetSession } from '../../src/session/store';
import { installFakeApi } from '../helpers/fake-api';
import { chat, likes, settings, user } from '../helpers/fixtures';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

const withSidebar = testTemplate('with-sidebar', { navigation: { showSidebar: true } });

function renderPage({ template, member = true }: { template: string; member?: boolean }) {
  installFakeApi(({ path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings({ template }) };
    if (path === '/api/user.php') return { status: 200, body: { user: member ? user() : null } };
    return undefined;
  });
  const view = renderWithShell(
    <Layout layout="default" routeName="home">
      <h1>Members</h1>
    </Layout>,
  );
  // the page's chats and likes come from the host's poll: here they are in the cache from the start
  view.queryClient.setQueryData(apiKey(getChats), { chats: [chat(1, 2), chat(2, 1)] });
  view.queryClient.setQueryData(apiKey(getLikes), likes(1, 3));
  return view;
}

beforeAll(loadHostNamespace);
beforeEach(resetSession);

describe('the member sidebar (template flag navigation.showSidebar)', () => {
  it('lists the member’s pages with what waits behind them when the template shows it', async () => {
    renderPage({ template: withSidebar });
    const sidebar = await screen.findByRole('complementary', { name: 'Your menu' });
    expect(within(sidebar).getByRole('link', { name: 'Chats (3 unread)' })).toHaveAttribute('href', '/chats');
    expect(within(sidebar).getByRole('link', { name: 'Likes (1 new)' })).toHaveAttribute('href', '/likes');
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('is not there with the classic template, which hides it (docs/product.md §1)', async () => {
    renderPage({ template: 'classic' });
    await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('link', { name: /^Chats/ });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not there for a visitor', async () => {
    renderPage({ template: withSidebar, member: false });
    await screen.findByRole('link', { name: 'Sign up free' });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
