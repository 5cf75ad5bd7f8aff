import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@dating/api-client';
import { recordingApi, renderRemote } from '@dating/testing';
import DeleteAccount from '../src/leaving/DeleteAccount';
import DataExport from '../src/leaving/DataExport';
import AccountDeletedPage from '../src/pages/AccountDeletedPage';
import en from '../src/locales/en.json';
import common from '@dating/i18n/src/locales/en/common.json';

const t = en.leaving;
const resources = { en: { profile: en, common } };
const OFFER = {
  code: 'STAY-ABC123',
  kind: 'delete',
  percentage: 50,
  expires_at: '2030-01-01T00:00:00.000Z',
  packages: null,
};

const mountProfile = (ui: React.ReactNode) =>
  renderRemote(
    <Suspense fallback={null}>
      <Routes>
        <Route path="/profile" element={ui} />
        <Route
          path="/account-deleted"
          element={<AccountDeletedPage route="account-deleted" params={{}} layout="default" />}
        />
      </Routes>
    </Suspense>,
    { resources, path: '/profile' },
  );

/**
 * Clicks a button once it is on screen. Found outside act: inside it, React keeps the renders that would show the
 * button (a dialog whose messages are still loading) until the callback ends, so waiting for it there never ends.
 */
async function clickWhenShown(name: string) {
  const button = await screen.findByRole('button', { name });
  await act(async () => fireEvent.click(button));
}

const wrongPassword = () =>
  new ApiError(403, { error: 'delete_wrong_password', message: 'English' }, 'POST /api/delete_account.php');

describe('deleting the account', () => {
  it('offers the discount first, then asks the password, then confirms; only then deletes', async () => {
    const calls = recordingApi(async (_path, input) => (input.body?.password ? { ok: true } : { discountcode: OFFER }));
    mountProfile(<DeleteAccount />);
    await clickWhenShown(t.delete.start);

    expect(await screen.findByRole('heading', { name: t.offer.title })).toBeInTheDocument();
    expect(screen.getByText(/50% off your next credits with code STAY-ABC123/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.offer.accept })).toHaveAttribute('href', '/credits');
    fireEvent.click(screen.getByRole('button', { name: t.offer.decline }));

    // an empty password is refused before any call
    fireEvent.click(screen.getByRole('button', { name: t.password.continue }));
    expect(await screen.findByText(common.validation.required)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(t.password.label), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: t.password.continue }));
    const dialog = await screen.findByRole('dialog', { name: t.confirm.title });
    expect(calls).toHaveLength(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.confirm.submit })));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/delete_account.php', input: { body: {} } },
      { method: 'POST', path: '/api/delete_account.php', input: { body: { password: 'my-password' } } },
    ]);
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: t.deleted.title })).toBeInTheDocument();
  });

  it('without an offer goes to the password; a wrong one is shown at the field and nothing is deleted', async () => {
    recordingApi(async (_path, input) => {
      if (input.body?.password) throw wrongPassword();
      return { discountcode: null };
    });
    mountProfile(<DeleteAccount />);
    await clickWhenShown(t.delete.start);
    expect(screen.queryByRole('heading', { name: t.offer.title })).toBeNull();
    fireEvent.change(await screen.findByLabelText(t.password.label), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: t.password.continue }));
    await clickWhenShown(t.confirm.submit);
    expect(await screen.findByText(common.errors.delete_wrong_password)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.deleted.title })).toBeNull();
  });
});

describe('deleting the account, when the deletion fails', () => {
  it('tells any other failure above the form and keeps the password typed, to try again', async () => {
    recordingApi(async (_path, input) => {
      if (input.body?.password)
        throw new ApiError(429, { error: 'rate_limited', message: 'English' }, 'POST /api/delete_account.php');
      return { discountcode: null };
    });
    mountProfile(<DeleteAccount />);
    await clickWhenShown(t.delete.start);
    fireEvent.change(await screen.findByLabelText(t.password.label), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: t.password.continue }));
    await clickWhenShown(t.confirm.submit);
    expect(await screen.findByText(common.errors.rate_limited)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText(t.password.label)).toHaveValue('my-password');
    expect(screen.getByLabelText(t.password.label)).not.toHaveAttribute('aria-invalid');
  });
});

describe('download my data', () => {
  const base = { id: 7, created_at: '2026-11-24T10:00:00.000Z', expires_at: null, size_bytes: null };

  it('starts an export and shows its progress', async () => {
    const calls = recordingApi(async (path, input) =>
      input.body ? { export: { ...base, status: 'running', progress: 40, next_allowed_at: null } } : { export: null },
    );
    mountProfile(<DataExport />);
    await clickWhenShown(t.export.start);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('button', { name: t.export.start })).toBeNull();
  });

  it('a ready export is a download link for the zip, with the date it goes', async () => {
    recordingApi(async () => ({
      export: {
        ...base,
        status: 'ready',
        progress: 100,
        expires_at: '2099-12-01T10:00:00.000Z',
        size_bytes: 2_400_000,
        next_allowed_at: '2099-11-25T10:00:00.000Z',
      },
    }));
    mountProfile(<DataExport />);
    const link = await screen.findByRole('link', { name: /Download my data \(2\.4 MB\)/ });
    expect(link).toHaveAttribute('href', '/api/data_export.php?download=1&id=7');
    expect(screen.getByText(/You can download it until .*2099/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.export.start })).toBeNull();
  });
});
