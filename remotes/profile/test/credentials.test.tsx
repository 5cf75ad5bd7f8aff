import { Suspense } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@dating/api-client';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import EmailChangeIncorrect from '../src/account/EmailChangeIncorrect';
import { EmailSection } from '../src/account/EmailSection';
import { PasswordSection } from '../src/account/PasswordSection';
import ResetPasswordDoPage from '../src/pages/ResetPasswordDoPage';
import ResetPasswordPage from '../src/pages/ResetPasswordPage';
import en from '../src/locales/en.json';
import common from '@dating/i18n/src/locales/en/common.json';

const cred = en.credentials;
const CODE = 'c'.repeat(43);
const resources = { en: { profile: en, common } };

const mount = (ui: React.ReactNode, path: string) =>
  renderRemote(<Suspense fallback={null}>{ui}</Suspense>, { resources, path });

const refused = (code: string, status = 400) =>
  new ApiError(status, { error: code, message: 'English text the page never shows' }, 'POST /api/x.php');

describe('"this was not me" panel (/notifications#email-change-incorrect)', () => {
  it('sends the code of the link with the new password, once both typings match', async () => {
    const calls = recordingApi(async () => ({ user: { ...testUser(), email: 'mine@example.com' } }));
    mount(<EmailChangeIncorrect />, `/notifications?code=${CODE}#email-change-incorrect`);
    fireEvent.change(await screen.findByLabelText(cred.password.new), { target: { value: 'fresh-pass' } });
    fireEvent.change(screen.getByLabelText(cred.password.confirm), { target: { value: 'fresh-typo' } });
    fireEvent.click(screen.getByRole('button', { name: cred.undo.submit }));
    expect(await screen.findByText(cred.password.mismatch)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(cred.password.confirm), { target: { value: 'fresh-pass' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cred.undo.submit })));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/mail_change.php', input: { body: { code: CODE, password: 'fresh-pass' } } },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      cred.undo.done.replace('{{email}}', 'mine@example.com'),
    );
  });

  it('without a code it explains where the link comes from and offers no form', async () => {
    const calls = recordingApi(async () => ({}));
    mount(<EmailChangeIncorrect />, '/notifications#email-change-incorrect');
    expect(await screen.findByText(cred.undo.no_code)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: cred.undo.submit })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('a used or expired link: says so and offers a password reset instead', async () => {
    recordingApi(async () => {
      throw refused('code_invalid');
    });
    mount(<EmailChangeIncorrect />, `/notifications?code=${CODE}#email-change-incorrect`);
    fireEvent.change(await screen.findByLabelText(cred.password.new), { target: { value: 'fresh-pass' } });
    fireEvent.change(screen.getByLabelText(cred.password.confirm), { target: { value: 'fresh-pass' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cred.undo.submit })));
    expect(await screen.findByRole('alert')).toHaveTextContent(cred.code_invalid);
    expect(screen.getByRole('link', { name: cred.undo.reset_instead })).toHaveAttribute('href', '/reset-password');
  });
});

describe('password section of /profile', () => {
  it('a wrong current password is told under that field', async () => {
    recordingApi(async () => {
      throw refused('wrong_password');
    });
    mount(<PasswordSection />, '/profile');
    fireEvent.change(await screen.findByLabelText(cred.password.current), { target: { value: 'guess' } });
    fireEvent.change(screen.getByLabelText(cred.password.new), { target: { value: 'next-pass' } });
    fireEvent.change(screen.getByLabelText(cred.password.confirm), { target: { value: 'next-pass' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cred.password.submit })));
    const current = screen.getByLabelText(cred.password.current);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(common.errors.wrong_password);
  });
});

describe('password section of /profile, once changed', () => {
  it('sends the current and the new password, then empties the three fields', async () => {
    const calls = recordingApi(async () => ({ ok: true }));
    mount(<PasswordSection />, '/profile');
    fireEvent.change(await screen.findByLabelText(cred.password.current), { target: { value: 'old-pass' } });
    fireEvent.change(screen.getByLabelText(cred.password.new), { target: { value: 'next-pass' } });
    fireEvent.change(screen.getByLabelText(cred.password.confirm), { target: { value: 'next-pass' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cred.password.submit })));
    expect(calls.map((call) => call.input)).toEqual([
      { body: { current_password: 'old-pass', password: 'next-pass' } },
    ]);
    for (const label of [cred.password.current, cred.password.new, cred.password.confirm]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  });
});

describe('email section of /profile', () => {
  it('/profile#email (signup step 7\'s "wrong email?") puts the focus in the new address input', async () => {
    recordingApi(async () => ({}));
    mount(<EmailSection user={{ ...testUser(), email: 'typo@exmaple.com' }} />, '/profile#email');
    expect(await screen.findByText('typo@exmaple.com')).toBeInTheDocument();
    expect(screen.getByLabelText(cred.email_change.new)).toHaveFocus();
  });

  it('a new address waiting for its link is told, and both fields are emptied for the next change', async () => {
    const calls = recordingApi(async () => ({ user: testUser(), pending_email: 'new@example.com' }));
    mount(<EmailSection user={testUser()} />, '/profile');
    fireEvent.change(await screen.findByLabelText(cred.email_change.new), { target: { value: ' new@example.com ' } });
    fireEvent.change(screen.getByLabelText(cred.password.current), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cred.email_change.submit })));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/mail_change.php',
        input: { body: { email: 'new@example.com', password: 'secret' } },
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      cred.email_change.pending.replace('{{email}}', 'new@example.com'),
    );
    expect(screen.getByLabelText(cred.email_change.new)).toHaveValue('');
    expect(screen.getByLabelText(cred.password.current)).toHaveValue('');
    expect(screen.getByLabelText(cred.email_change.new)).not.toHaveAttribute('aria-invalid');
  });

  it('a taken address is told under the address field as the signup would', async () => {
    recordingApi(async () => {
      throw new ApiError(
        409,
        { error: 'email_exists', message: 'x', fields: { email: { code: 'email_exists', message: 'x' } } },
        'POST /api/mail_change.php',
      );
    });
    mount(<EmailSection user={testUser()} />, '/profile');
    fireEvent.change(await screen.findByLabelText(cred.email_change.new), { target: { value: 'taken@example.com' } });
    fireEvent.change(screen.getByLabelText(cred.password.current), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cred.email_change.submit })));
    expect(screen.getByLabelText(cred.email_change.new)).toHaveAccessibleDescription(common.validation.email_exists);
  });
});

describe('password reset pages', () => {
  it('a new password the server refuses (too common) is told under the new password field', async () => {
    recordingApi(async () => {
      throw new ApiError(
        400,
        { error: 'validation', message: 'x', fields: { password: { code: 'password_too_common', message: 'x' } } },
        'POST /api/reset_password.php',
      );
    });
    mount(
      <ResetPasswordDoPage route="reset-password-do" params={{}} layout="default" />,
      `/reset-password/do?code=${CODE}`,
    );
    fireEvent.change(await screen.findByLabelText(cred.password.new), { target: { value: 'password1' } });
    fireEvent.change(screen.getByLabelText(cred.password.confirm), { target: { value: 'password1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cred.reset_do.submit })));
    const password = screen.getByLabelText(cred.password.new);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(common.validation.password_too_common);
    expect(screen.queryByRole('alert')).toBeNull();
    // typing another one is a new answer: the refusal goes with the edit
    fireEvent.change(password, { target: { value: 'password12' } });
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('asking for another link brings back the form with the address the last one went to', async () => {
    const calls = recordingApi(async (path) => (path === '/api/user.php' ? { user: null } : { ok: true }));
    mount(<ResetPasswordPage route="reset-password" params={{}} layout="default" />, '/reset-password');
    fireEvent.change(await screen.findByLabelText(cred.email), { target: { value: ' anna@example.com ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cred.reset.submit })));
    expect(await screen.findByRole('status')).toHaveTextContent(cred.reset.sent_title);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: cred.reset.again }));
    expect(await screen.findByLabelText(cred.email)).toHaveValue('anna@example.com');
  });
});
