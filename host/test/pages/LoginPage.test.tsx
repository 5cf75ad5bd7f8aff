import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '@dating/i18n';
import { LoginPage } from '../../src/pages/LoginPage';
import { resetSession } from '../../src/session/store';
import { installFakeApi } from '../helpers/fake-api';
import { settings } from '../helpers/fixtures';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';
import hostEn from '../../src/locales/en.json';
import hostNl from '../../src/locales/nl.json';
import commonEn from '@dating/i18n/src/locales/en/common.json';
import commonNl from '@dating/i18n/src/locales/nl/common.json';

/** The login call answers this; the server's English message must never reach the page. */
function loginAnswers(answer: { status: number; body: unknown } | 'offline') {
  installFakeApi(({ method, path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings() };
    if (path === '/api/user.php') return { status: 200, body: { user: null } };
    if (path === '/api/login.php' && method === 'POST' && answer !== 'offline') return answer;
    return undefined; // the fake fetch throws: no connection
  });
}

const SERVER_ENGLISH = 'The English text of the server';
const refusal = (status: number, error: string) => ({ status, body: { error, message: SERVER_ENGLISH } });

async function logIn(login: typeof hostEn.login, email = 'anna@example.com') {
  renderWithShell(<LoginPage route="login" params={{}} layout="default" />, { path: '/login' });
  fireEvent.change(screen.getByLabelText(login.email), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(login.password), { target: { value: 'secret' } });
  await act(async () => fireEvent.submit(screen.getByLabelText(login.password).closest('form')!));
}

beforeAll(loadHostNamespace);
beforeEach(() => resetSession());
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('login page failures', () => {
  it('shows wrong credentials in Dutch on a Dutch page, never the server text', async () => {
    await act(() => i18n.changeLanguage('nl'));
    loginAnswers(refusal(401, 'invalid_credentials'));
    await logIn(hostNl.login);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(commonNl.errors.invalid_credentials);
    expect(alert).not.toHaveTextContent(SERVER_ENGLISH);
  });

  it.each([
    ['rate limited', refusal(429, 'rate_limited'), commonEn.errors.rate_limited],
    ['no connection', 'offline', commonEn.errors.network],
    ['a server failure', { status: 503, body: null }, commonEn.errors.generic],
    ['an out-of-date page', refusal(403, 'csrf'), commonEn.errors.csrf],
  ] as const)('%s: the text of its code', async (_name, answer, text) => {
    loginAnswers(answer);
    await logIn(hostEn.login);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('sends a suspended member to /pages/ban, which explains it (docs/product.md §2)', async () => {
    loginAnswers(refusal(403, 'account_suspended'));
    renderWithShell(
      <Routes>
        <Route path="/login" element={<LoginPage route="login" params={{}} layout="default" />} />
        <Route path="/pages/ban" element={<p>the ban page</p>} />
      </Routes>,
      { path: '/login' },
    );
    fireEvent.change(screen.getByLabelText(hostEn.login.email), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText(hostEn.login.password), { target: { value: 'secret' } });
    await act(async () => fireEvent.submit(screen.getByLabelText(hostEn.login.password).closest('form')!));
    expect(await screen.findByText('the ban page')).toBeInTheDocument();
  });

  it('shows a refused field under that field, in Dutch', async () => {
    await act(() => i18n.changeLanguage('nl'));
    const fields = { email: { code: 'max_length', message: SERVER_ENGLISH, params: { max: 254 } } };
    loginAnswers({ status: 400, body: { error: 'validation', message: SERVER_ENGLISH, fields } });
    await logIn(hostNl.login);
    const email = screen.getByLabelText(hostNl.login.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(commonNl.validation.max_length.replace('{{max}}', '254'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a failure above the form in the language the member switches to afterwards', async () => {
    loginAnswers(refusal(401, 'invalid_credentials'));
    await logIn(hostEn.login);
    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.errors.invalid_credentials);
    await act(() => i18n.changeLanguage('nl'));
    expect(screen.getByRole('alert')).toHaveTextContent(commonNl.errors.invalid_credentials);
  });

  it('an empty form says under each field that it is required, and sends nothing', async () => {
    const { calls } = installFakeApi(({ path }) =>
      path === '/api/settings.php' ? { status: 200, body: settings() } : { status: 200, body: { user: null } },
    );
    renderWithShell(<LoginPage route="login" params={{}} layout="default" />, { path: '/login' });
    await act(async () => fireEvent.submit(screen.getByLabelText(hostEn.login.password).closest('form')!));
    for (const label of [hostEn.login.email, hostEn.login.password])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(commonEn.validation.required);
    expect(calls).not.toContain('POST /api/login.php');
  });

  it("sends what the take-over put into the fields from the server's page (value setter and input event)", async () => {
    const sent: unknown[] = [];
    installFakeApi(({ method, path, body }) => {
      if (path === '/api/settings.php') return { status: 200, body: settings() };
      if (path === '/api/user.php') return { status: 200, body: { user: null } };
      if (path === '/api/login.php' && method === 'POST') sent.push(body);
      return refusal(401, 'invalid_credentials');
    });
    const { container } = renderWithShell(<LoginPage route="login" params={{}} layout="default" />, { path: '/login' });
    for (const [name, value] of [
      ['email', 'anna@example.com'],
      ['password', 'secret'],
    ]) {
      const field = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.errors.invalid_credentials);
    expect(sent).toEqual([{ email: 'anna@example.com', password: 'secret' }]);
  });
});
