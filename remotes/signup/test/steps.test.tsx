import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { createI18n } from '@dating/i18n';
import { setApi, type ApiClient } from '@dating/api-client';
import { LIMITS } from '@dating/contract';
import { ProgressDots } from '../src/flow/ProgressDots';
import { ActivationStep } from '../src/steps/ActivationStep';
import { DoneStep } from '../src/steps/DoneStep';
import { NotesStep } from '../src/steps/NotesStep';
import { SignupGate } from '../src/pages/SignupGate';
import en from '../src/locales/en.json';
import { newMember } from './helpers/member';
import { advance, withFakeClock } from './helpers/timers';

const user = newMember();

function mount(ui: ReactNode, answer: (path: string, input: any) => unknown) {
  const calls: { path: string; input: any }[] = [];
  setApi({
    packageName: 'test',
    call: (async (endpoint: { path: string }, input: any = {}) => {
      calls.push({ path: endpoint.path, input });
      return answer(endpoint.path, input);
    }) as ApiClient['call'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { signup: en } } })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/signup']}>
          <Routes>
            <Route path="/signup" element={ui} />
            <Route path="/home" element={<p>members area</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}
const flush = (ms = 0) => advance(ms);

withFakeClock();

describe('progress dots', () => {
  it('is a progressbar at step / 6', () => {
    mount(<ProgressDots step={3} />, () => null);
    expect(screen.getByRole('progressbar', { name: en.progress.label })).toHaveAttribute('aria-valuenow', '50');
  });
});

describe('step 6', () => {
  it('polls activate.php every 900 ms, refetches the user after the first poll, moves on when delivered', async () => {
    let delivered = false;
    const onNext = jest.fn();
    const calls = mount(<ActivationStep user={user} onNext={onNext} />, (path) =>
      path === '/api/activate.php' ? { delivered } : { user },
    );
    expect(screen.getByRole('status')).toHaveTextContent(en.activation.stage0);
    await flush(899);
    expect(calls.filter((c) => c.path === '/api/activate.php')).toHaveLength(0);
    await flush(1);
    expect(calls.filter((c) => c.path === '/api/activate.php')).toHaveLength(1);
    for (let i = 0; i < 3; i++) await flush(900);
    expect(screen.getByRole('status')).toHaveTextContent(en.activation.stage1);
    delivered = true;
    await flush(900);
    expect(onNext).toHaveBeenCalledTimes(1);
  });
  it('gives up after 20 ticks', async () => {
    const onNext = jest.fn();
    const calls = mount(<ActivationStep user={user} onNext={onNext} />, (path) =>
      path === '/api/activate.php' ? { delivered: false } : { user },
    );
    for (let i = 0; i < 25; i++) await flush(900);
    expect(calls.filter((c) => c.path === '/api/activate.php')).toHaveLength(20);
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});

describe('step 5', () => {
  it('saves the notes with lastSignupStep when leaving', async () => {
    const onNext = jest.fn();
    const calls = mount(<NotesStep user={user} onNext={onNext} />, () => ({ user }));
    const notes = screen.getByLabelText(en.notes.label);
    expect(Number(notes.getAttribute('rows'))).toBeGreaterThanOrEqual(2);
    fireEvent.change(notes, { target: { value: ' Hello ' } });
    fireEvent.click(screen.getByRole('button', { name: en.notes.save }));
    await flush();
    await flush();
    expect(calls.find((c) => c.path === '/api/user.php')?.input.body).toEqual({
      personal: 'Hello',
      lastSignupStep: true,
    });
    expect(onNext).toHaveBeenCalled();
  });
  it('says the notes are too long while they are typed, and saves nothing until they fit', async () => {
    const onNext = jest.fn();
    const calls = mount(<NotesStep user={user} onNext={onNext} />, () => ({ user }));
    fireEvent.change(screen.getByLabelText(en.notes.label), { target: { value: 'x'.repeat(LIMITS.personalMax + 1) } });
    expect(screen.getByRole('alert')).toHaveTextContent(String(LIMITS.personalMax));
    expect(screen.getByRole('button', { name: en.notes.save })).toBeDisabled();
    fireEvent.submit(screen.getByRole('button', { name: en.notes.save }).closest('form')!);
    await flush();
    expect(calls.filter((c) => c.path === '/api/user.php')).toHaveLength(0);
    expect(onNext).not.toHaveBeenCalled();
  });
  it('saves cleared notes as empty, and once while the save is on its way', async () => {
    const onNext = jest.fn();
    const noted = newMember({}, { personal: 'Before' });
    const calls = mount(<NotesStep user={noted} onNext={onNext} />, () => ({ user: noted }));
    fireEvent.change(screen.getByLabelText(en.notes.label), { target: { value: '' } });
    const form = screen.getByRole('button', { name: en.notes.save }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await flush();
    await flush();
    expect(calls.filter((c) => c.path === '/api/user.php').map((c) => c.input.body)).toEqual([
      { personal: '', lastSignupStep: true },
    ]);
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});

describe('step 7', () => {
  it('shows the email and provider 2’s mail search link, and the way into the members area', async () => {
    mount(<DoneStep user={user} onNext={jest.fn()} />, () => ({ name: 'Amoroso', signups: 'all' }));
    await flush();
    expect(screen.getByText('anna@gmail.com')).toBeInTheDocument();
    expect(screen.getByText(en.done.spam)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.done.wrong_email })).toHaveAttribute('href', '/profile#email');
    expect(await screen.findByRole('link', { name: en.done.open_mail })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#search/Amoroso',
    );
    fireEvent.click(screen.getByRole('button', { name: en.done.enter }));
    expect(screen.getByText('members area')).toBeInTheDocument();
  });
});

describe('invite-only notice', () => {
  it('replaces the form when signups are closed for this visitor', async () => {
    mount(
      <SignupGate>
        <p>form</p>
      </SignupGate>,
      (path) => (path === '/api/settings.php' ? { signups: 'with_trafficsource' } : { user: null }),
    );
    await flush();
    await flush();
    expect(screen.getByRole('heading', { name: en.invite.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.invite.login })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('form')).not.toBeInTheDocument();
  });
  it('lets the visitor in when signups are open', async () => {
    mount(
      <SignupGate>
        <p>form</p>
      </SignupGate>,
      (path) => (path === '/api/settings.php' ? { signups: 'all' } : { user: null }),
    );
    await flush();
    await flush();
    expect(screen.getByText('form')).toBeInTheDocument();
  });
});
