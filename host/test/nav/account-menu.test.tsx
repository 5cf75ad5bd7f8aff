import { act, fireEvent, screen, within } from '@testing-library/react';
import { Layout } from '../../src/layout/Layout';
import { resetSession } from '../../src/session/store';
import { installFakeApi } from '../helpers/fake-api';
import { profile, settings, user } from '../helpers/fixtures';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

function renderMemberPage(member = user()) {
  installFakeApi(({ path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings({ cdn_prefix: 'https://cdn.test/' }) };
    if (path === '/api/user.php') return { status: 200, body: { user: member } };
    return undefined;
  });
  return renderWithShell(
    <Layout layout="default" routeName="home">
      <h1>Members</h1>
    </Layout>,
  );
}

const withPhoto = () => user({ profile: { ...profile(1, 'Demo'), main_image: { thumb_filename: 'thumb/1.jpg' } } });

beforeAll(loadHostNamespace);
beforeEach(resetSession);

describe("the header's member chip", () => {
  it("shows the member's main photo, from the member's data, instead of the initial", async () => {
    const { container } = renderMemberPage(withPhoto());
    const chip = await screen.findByRole('button', { name: 'Demo: account menu' });
    const photo = chip.querySelector('img.top-nav__avatar');
    expect(photo).toHaveAttribute('src', 'https://cdn.test/thumb/1.jpg');
    expect(chip.querySelector('.top-nav__name')).toHaveTextContent(/^Demo$/);
    expect(container.querySelectorAll('span.top-nav__avatar')).toHaveLength(0);
  });

  it('shows the initial when the member has no main photo', async () => {
    renderMemberPage();
    const chip = await screen.findByRole('button', { name: 'Demo: account menu' });
    expect(chip.querySelector('img')).toBeNull();
    expect(chip.querySelector('.top-nav__avatar')).toHaveTextContent('D');
  });

  it.each([
    ['the member chip', 'Demo: account menu'],
    ["the phone's Menu button", 'Menu'],
  ])('%s opens the account menu with notifications, premium and prices', async (_, name) => {
    renderMemberPage();
    const opener = await screen.findByRole('button', { name });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await act(async () => fireEvent.click(opener));
    const menu = await screen.findByRole('dialog', { name: 'Demo' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(within(menu).getByRole('link', { name: 'Premium membership' })).toHaveAttribute('href', '/premium');
    expect(within(menu).getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/pricing');
    await act(async () => fireEvent.click(within(menu).getByRole('link', { name: 'Prices' })));
    expect(screen.queryByRole('dialog', { name: 'Demo' })).toBeNull();
  });
});
