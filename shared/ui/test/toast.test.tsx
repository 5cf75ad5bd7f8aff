import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../src/toast/ToastProvider';
import { createToastStore, toastStore, type ToastStore } from '../src/toast/toast-store';
import type { ToastOptions } from '../src/toast/types';
import { useToast } from '../src/toast/useToast';
import { uiI18n } from './helpers/ui-i18n';

let i18n: I18n;
let store: ToastStore;

beforeEach(async () => {
  i18n = await uiI18n('en');
  store = createToastStore();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  toastStore.clear();
});

function Raise({ options, label = 'Raise' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function renderWithProvider(
  children: React.ReactNode,
  toastStoreProp: ToastStore | undefined = store,
  instance: I18n = i18n,
) {
  return render(
    <I18nextProvider i18n={instance}>
      <ToastProvider store={toastStoreProp}>{children}</ToastProvider>
    </I18nextProvider>,
  );
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('toasts', () => {
  it('shows title and body in a status region and closes itself after 5000 ms', async () => {
    renderWithProvider(<Raise options={{ title: 'Saved', body: 'Your profile was saved', variant: 'success' }} />);
    await user().click(screen.getByRole('button', { name: 'Raise' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveTextContent('Your profile was saved');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(status);

    advance(4_900);
    expect(screen.queryByRole('status')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes after exactly its duration when raised from outside React', () => {
    renderWithProvider(null);
    act(() => void store.toast({ title: 'Hello' }));
    advance(4_999);
    expect(screen.getByRole('status')).toHaveTextContent('Hello');
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws a 5000 ms countdown bar', () => {
    renderWithProvider(null);
    act(() => void store.toast({ title: 'Hello' }));
    const bar = screen.getByTestId('toast-progress');
    expect(bar).toHaveStyle({ animationDuration: '5000ms', animationPlayState: 'running' });
    expect(bar).toHaveAttribute('aria-hidden', 'true');
  });

  it('pauses the countdown while hovered and resumes where it stopped', async () => {
    renderWithProvider(null);
    act(() => void store.toast({ title: 'Hover me' }));
    const toast = screen.getByRole('status').parentElement!;
    const pointer = user();

    advance(3_000);
    await pointer.hover(toast);
    expect(screen.getByTestId('toast-progress')).toHaveStyle({ animationPlayState: 'paused' });
    advance(20_000);
    expect(screen.getByRole('status')).toBeInTheDocument();

    await pointer.unhover(toast);
    expect(screen.getByTestId('toast-progress')).toHaveStyle({ animationPlayState: 'running' });
    advance(1_990);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(20);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside it', () => {
    renderWithProvider(null);
    act(() => void store.toast({ title: 'Focus me' }));
    act(() => screen.getByRole('button', { name: 'Close notification' }).focus());
    advance(20_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close notification' }).blur());
    advance(5_000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces danger toasts as alerts', () => {
    renderWithProvider(null);
    act(
      () =>
        void store.toast({
          title: 'Error',
          body: 'Cannot start chat, try again later or contact customer support',
          variant: 'danger',
        }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses status for info, success and warning', () => {
    renderWithProvider(null);
    act(() => {
      store.toast({ title: 'a', variant: 'info' });
      store.toast({ title: 'b', variant: 'success' });
      store.toast({ title: 'c', variant: 'warning' });
      store.toast({ title: 'd' });
    });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('stacks several and closes each on its own clock', () => {
    renderWithProvider(null);
    act(() => void store.toast({ title: 'first' }));
    advance(2_000);
    act(() => void store.toast({ title: 'second' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    advance(3_000);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['second']);
    advance(2_000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has a close button', async () => {
    renderWithProvider(null);
    act(() => void store.toast({ title: 'Bye' }));
    await user().click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('honours a custom duration, and 0 keeps it until closed', () => {
    renderWithProvider(null);
    act(() => {
      store.toast({ title: 'short', duration: 1_000 });
      store.toast({ title: 'sticky', duration: 0 });
    });
    advance(1_000);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['sticky']);
    advance(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('sticky');
    expect(screen.queryByTestId('toast-progress')).not.toBeInTheDocument();
  });

  it('replaces a toast raised again under the same id and restarts its clock', () => {
    renderWithProvider(null);
    act(() => void store.toast({ id: 'net', title: 'Offline' }));
    advance(4_000);
    act(() => void store.toast({ id: 'net', title: 'Still offline' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Still offline']);
    advance(4_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1_000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the page store by default, so toastStore and useToast without a provider reach it', async () => {
    function Remote() {
      const { toast } = useToast();
      return (
        <button type="button" onClick={() => toast({ title: 'from a remote' })}>
          remote
        </button>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider />
        <Remote />
      </I18nextProvider>,
    );
    act(() => void toastStore.toast({ title: 'from plain code', variant: 'warning' }));
    await user().click(screen.getByRole('button', { name: 'remote' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['from plain code', 'from a remote']);
  });

  it('shows a toast once when providers are nested', () => {
    renderWithProvider(<ToastProvider store={store} />);
    act(() => void store.toast({ title: 'once' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });

  it('speaks the page language', async () => {
    jest.useRealTimers();
    const dutch = await uiI18n('nl');
    renderWithProvider(null, store, dutch);
    act(() => void store.toast({ title: 'Opgeslagen' }));
    const region = await screen.findByRole('region', { name: 'Meldingen' });
    expect(within(region).getByRole('button', { name: 'Melding sluiten' })).toBeInTheDocument();
  });
});
