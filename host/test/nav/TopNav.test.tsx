import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@dating/i18n';
import { TopNav, type TopNavProps } from '../../src/nav/TopNav';
import { resetSession } from '../../src/session/store';
import { installVisitorApi } from '../helpers/fake-api';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

const base: TopNavProps = {
  siteName: 'Flirt Site',
  memberName: 'Demo',
  unread: 3,
  newLikes: 1,
  credits: null,
  loggingOut: false,
  showLanguageSwitcher: true,
  onLogout: () => undefined,
};

function renderNav(props: Partial<TopNavProps> = {}, path = '/likes/received') {
  return renderWithShell(<TopNav {...base} {...props} />, { path });
}

beforeAll(loadHostNamespace);
beforeEach(() => {
  resetSession();
  installVisitorApi();
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the navigation of a member', () => {
  it('lists the four pages, each with what waits behind it, and marks the current one', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/members', '/likes', '/chats', '/profile']);
    expect(within(nav).getByRole('link', { name: 'Chats 3 unread' })).toHaveAttribute('href', '/chats');
    expect(within(nav).getByRole('link', { name: 'Likes 1 new' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('status', { name: '3 unread' })).toHaveTextContent('3');
    expect(within(nav).getByRole('status', { name: '1 new' })).toHaveTextContent('1');
  });

  it('shows no number where nothing waits', () => {
    renderNav({ unread: 0, newLikes: 0 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Chats' })).toBeTruthy();
    expect(within(nav).queryByRole('status')).toBeNull();
    expect(screen.queryByRole('status', { name: /unread messages and new likes/ })).toBeNull();
  });

  it('keeps the combined badge (unread messages plus new likes) in the header, beside the name', () => {
    const { container } = renderNav();
    const header = screen.getByRole('banner');
    const badge = within(header).getByRole('status', { name: '4 unread messages and new likes' });
    expect(badge).toHaveTextContent('4');
    expect(container.querySelectorAll('.nav-badge')).toHaveLength(1);
    expect(badge.closest('.top-nav__member')).toHaveTextContent('Demo');
  });

  it('opens the phone menu from the Menu button: the name, the language and Log out in a sheet', async () => {
    const onLogout = jest.fn();
    renderNav({ onLogout });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await act(async () => fireEvent.click(button));
    const sheet = await screen.findByRole('dialog', { name: 'Demo' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByLabelText('Language').tagName).toBe('SELECT');
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: 'Log out' })));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('leaves the language out of the menu when the template hides the switcher', async () => {
    renderNav({ showLanguageSwitcher: false });
    expect(screen.queryByLabelText('Language')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Menu' })));
    const sheet = await screen.findByRole('dialog', { name: 'Demo' });
    expect(within(sheet).queryByLabelText('Language')).toBeNull();
  });

  it('shows the credit balance where the template says so: in the header, and in the phone menu', async () => {
    renderNav({ credits: 24 });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: '24 credits' })).toHaveAttribute('href', '/credits');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Menu' })));
    const sheet = await screen.findByRole('dialog', { name: 'Demo' });
    await act(async () => fireEvent.click(within(sheet).getByRole('link', { name: '24 credits' })));
    expect(screen.queryByRole('dialog', { name: 'Demo' })).toBeNull();
  });

  it('shows no credits where the template hides them', () => {
    renderNav({ credits: null });
    expect(screen.queryByRole('link', { name: /credits/ })).toBeNull();
  });

  it('says it is logging out, and takes no second click meanwhile', () => {
    renderNav({ loggingOut: true });
    const button = screen.getByRole('button', { name: /Logging out/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('the navigation of a visitor', () => {
  it('offers log in and sign up (named in full, shown short on a phone) and the language, without a menu', async () => {
    renderNav({ memberName: null }, '/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const signup = screen.getByRole('link', { name: 'Sign up free' });
    expect(signup).toHaveAttribute('href', '/signup');
    expect(signup.querySelector('.top-nav__short')).toHaveTextContent('Sign up');
    expect(screen.getByLabelText('Language').tagName).toBe('SELECT');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it("names the short sign-up form in the member's language, and that name contains it", async () => {
    await act(() => i18n.changeLanguage('de'));
    renderNav({ memberName: null }, '/');
    const signup = await screen.findByRole('link', { name: 'Kostenlos registrieren' });
    const short = signup.querySelector('.top-nav__short')?.textContent ?? '';
    expect(short).toBe('Registrieren');
    expect(signup.getAttribute('aria-label')?.toLowerCase()).toContain(short.toLowerCase());
  });
});
