import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@dating/i18n';
import { ApiError, setApi, type ApiClient } from '@dating/api-client';
import { SignupForm } from '../src/form/SignupForm';
import en from '../src/locales/en.json';
import nl from '../src/locales/nl.json';
import terms from '@dating/legal/texts/en/terms.json';
import commonEn from '@dating/i18n/src/locales/en/common.json';
import commonNl from '@dating/i18n/src/locales/nl/common.json';
import { advance, withFakeClock } from './helpers/timers';

const user = {
  email: 'anna@example.com',
  profile: {},
  paid_user: false,
  signup_date: '',
  mailprovider: 0,
  fictional_icon: false,
  credits: 0,
  activated: false,
  shown_to_visitors: true,
};

const company = {
  name: 'Example Dating B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Netherlands',
  tradenames: ['Amoroso'],
  vat_numbers: ['NL001234567B01'],
  support_phone: '+31 20 123 4567',
  delete_discount: 0,
};

function setup(
  statusFor: (email: string) => string = () => 'new',
  signup: () => Promise<unknown> = async () => ({ user }),
  lng: 'en' | 'nl' = 'en',
) {
  const calls: { path: string; input: any }[] = [];
  const client: ApiClient = {
    packageName: 'test',
    call: (async (endpoint: { path: string; fixedQuery?: Record<string, string> }, input: any = {}) => {
      calls.push({ path: endpoint.path + (endpoint.fixedQuery?.new ? '?new=1' : ''), input });
      if (endpoint.path === '/api/validate_email.php') {
        const email = input.query.email as string;
        return { token: `tok-${email}`, status: statusFor(email), email, request_email: email };
      }
      if (endpoint.path === '/api/settings.php')
        return { name: 'Amoroso', geoip_selected_country: 'NL', geoip_country: 'NL' };
      if (endpoint.path === '/api/companyinfo.php') return company;
      if (endpoint.path === '/api/user.php' && endpoint.fixedQuery?.new) return signup();
      throw new Error(`unexpected ${endpoint.path}`);
    }) as ApiClient['call'],
  };
  setApi(client);
  const i18n = createI18n({ lng, resources: { [lng]: { signup: lng === 'nl' ? nl : en } } });
  const onCreated = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <SignupForm onCreated={onCreated} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { calls, onCreated, emailChecks: () => calls.filter((c) => c.path === '/api/validate_email.php') };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const settle = (ms = 500) => advance(ms);

withFakeClock();

describe('signup step 0', () => {
  it('checks the email on the server only after typing pauses for 500 ms', async () => {
    const { emailChecks } = setup();
    type('Email address', 'anna@exa');
    type('Email address', 'anna@example.co');
    type('Email address', 'anna@example.com');
    await settle(499);
    expect(emailChecks()).toHaveLength(0);
    await settle(1);
    expect(emailChecks()).toHaveLength(1);
    expect(emailChecks()[0].input.query).toEqual({ email: 'anna@example.com' });
  });

  it('shows the format message without asking the server', async () => {
    const { emailChecks } = setup();
    type('Email address', 'not-an-email');
    fireEvent.blur(screen.getByLabelText('Email address'));
    await settle();
    expect(screen.getByText('Value is not a valid email address')).toBeInTheDocument();
    expect(emailChecks()).toHaveLength(0);
  });

  it('tells an existing account apart, with a login link', async () => {
    setup(() => 'active');
    type('Email address', 'anna@example.com');
    await settle();
    expect(screen.getByText(en.email.exists)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.email.login })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: en.form.create })).toBeDisabled();
  });

  it.each([
    ['deleted', en.email.deleted],
    ['invalid', en.email.invalid],
  ])('shows the %s notice', async (status, text) => {
    setup(() => status);
    type('Email address', 'anna@example.com');
    await settle();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('takes a failed email check as status invalid (docs/product.md §8): the invalid notice, no account', async () => {
    setup(() => {
      throw new ApiError(500, null, '/api/validate_email.php');
    });
    type('Email address', 'anna@example.com');
    await settle();
    expect(screen.getByText(en.email.invalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.form.create })).toBeDisabled();
  });

  it('offers a did-you-mean suggestion the member can accept', async () => {
    const { emailChecks } = setup();
    type('Email address', 'anna@gmial.com');
    fireEvent.click(screen.getByRole('button', { name: 'anna@gmail.com' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('anna@gmail.com');
    expect(screen.queryByRole('button', { name: 'anna@gmail.com' })).not.toBeInTheDocument();
    await settle();
    expect(emailChecks().map((c) => c.input.query.email)).toEqual(['anna@gmail.com']);
  });

  it('marks the address valid only once no did-you-mean suggestion is shown beside it', async () => {
    setup();
    const tick = () => document.querySelector('.signup-email__ok');
    type('Email address', 'someone@gmial.com');
    await settle();
    expect(screen.getByRole('button', { name: 'someone@gmail.com' })).toBeInTheDocument();
    expect(tick()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'someone@gmail.com' }));
    await settle();
    expect(tick()).not.toBeNull();
  });

  it('opens the full terms in a dialog, in the current language, and closes it with its button', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: en.legal.terms.link }));
    await settle(0);
    const dialog = await screen.findByRole('dialog', { name: terms.title });
    // the dialog's title is its h2, so the sections of the terms are h3
    expect(await within(dialog).findByRole('heading', { level: 3, name: terms.sections[0].heading })).toBeVisible();
    expect(dialog).toHaveTextContent(/run by Example Dating B\.V\., Keizersgracht 1, Amsterdam/);
    expect(within(dialog).getAllByRole('link', { name: 'privacy statement' })[0]).toHaveAttribute(
      'href',
      '/pages/privacy',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: en.legal.close }));
    await settle(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the name rules and defaults it to the part before @', async () => {
    const { calls } = setup();
    type('Email address', 'anna@example.com');
    type('Name', '@anna');
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(screen.getByText('Your name cannot start with @')).toBeInTheDocument();
    type('Name', '');
    type('Password', 'secret-pass');
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await settle(0);
    await settle(0);
    const signup = calls.find((c) => c.path === '/api/user.php?new=1');
    expect(signup?.input.body).toMatchObject({
      email: 'anna@example.com',
      name: 'anna',
      password: 'secret-pass',
      token: 'tok-anna@example.com',
      country: 'NL',
      language: 'en',
      profile: null,
    });
  });

  it('keeps submit disabled until the form is valid, and submits once', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const { calls, onCreated } = setup(
      undefined,
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const submit = screen.getByRole('button', { name: en.form.create });
    expect(submit).toBeDisabled();
    type('Email address', 'anna@example.com');
    type('Password', 'secret-pass');
    await settle();
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    await settle(0);
    await settle(0);
    expect(screen.getByRole('button', { name: en.form.creating })).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    await settle(0);
    expect(calls.filter((c) => c.path === '/api/user.php?new=1')).toHaveLength(1);
    await act(async () => finish({ user }));
    await settle(0);
    await settle(0);
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(onCreated.mock.calls[0][1]).toBe(2); // jsdom has no push: step 1 is skipped
  });

  it("shows the server error of a failed signup in the member's language and lets the member try again", async () => {
    const answer = { error: 'email_exists', message: 'An account with this email address already exists.' };
    setup(undefined, async () => {
      throw new ApiError(409, answer, 'POST /api/user.php');
    });
    type('Email address', 'anna@example.com');
    type('Password', 'secret-pass');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await settle(0);
    await settle(0);
    await settle(0);
    expect(screen.getByRole('alert')).toHaveTextContent(commonEn.errors.email_exists);
    expect(screen.getByRole('button', { name: en.form.create })).toBeEnabled();
  });

  it("shows a refused field's rule text in Dutch, never the server's English", async () => {
    const answer = {
      error: 'validation',
      message: 'Some of the values are not accepted.',
      fields: {
        name: { code: 'max_length', message: 'This field should be at most 150 characters long', params: { max: 150 } },
      },
    };
    setup(
      undefined,
      async () => {
        throw new ApiError(400, answer, 'POST /api/user.php');
      },
      'nl',
    );
    await screen.findByLabelText(nl.fields.email); // Dutch `common` loads before the form shows
    type(nl.fields.email, 'anna@example.com');
    type(nl.fields.password, 'geheim-wachtwoord');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: nl.form.create }));
    await settle(0);
    await settle(0);
    await settle(0);
    expect(screen.getByRole('alert')).toHaveTextContent(commonNl.validation.max_length.replace('{{max}}', '150'));
    expect(screen.getByRole('alert')).not.toHaveTextContent(/field|characters/);
  });
});
