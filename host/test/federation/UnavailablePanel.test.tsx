import { act, fireEvent, screen, within } from '@testing-library/react';
import { UnavailablePanel } from '../../src/federation/UnavailablePanel';
import { resetSession } from '../../src/session/store';
import { installFakeApi } from '../helpers/fake-api';
import { settings, user } from '../helpers/fixtures';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

function site(member: boolean) {
  installFakeApi(({ path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings() };
    if (path === '/api/user.php') return { status: 200, body: { user: member ? user() : null } };
    return undefined;
  });
}

beforeAll(loadHostNamespace);
beforeEach(resetSession);

describe('the unavailable panel', () => {
  it('gives a visitor on a part not deployed yet the two ways in, under the plain news', async () => {
    site(false);
    renderWithShell(<UnavailablePanel reason="not-deployed" onRetry={() => undefined} layout="lander" />);
    const panel = screen.getByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This part of the site is not available yet' })).toBeTruthy();
    const join = await within(panel).findByRole('link', { name: 'Create your free profile' });
    expect(join).toHaveAttribute('href', '/signup');
    expect(within(panel).getByRole('link', { name: 'I already have an account' })).toHaveAttribute('href', '/login');
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sends a member on to the members', async () => {
    site(true);
    renderWithShell(<UnavailablePanel reason="not-deployed" onRetry={() => undefined} layout="default" />, {
      path: '/chats',
    });
    const panel = screen.getByRole('alert');
    expect(await within(panel).findByRole('link', { name: 'Browse members' })).toHaveAttribute('href', '/members');
    expect(within(panel).queryByRole('link', { name: 'Create your free profile' })).toBeNull();
  });

  it('offers a failed part a retry, and nothing else', async () => {
    site(false);
    const onRetry = jest.fn();
    renderWithShell(<UnavailablePanel reason="failed" onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This part is unavailable right now' })).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Retry' })));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
