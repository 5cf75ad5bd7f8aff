import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dating/i18n';
import { AppNotices } from '../../src/sw/AppNotices';
import { captureInstallPrompt } from '../../src/sw/install-prompt';
import { watchConnectivity } from '../../src/sw/connectivity';
import { appState, resetAppState } from '../../src/sw/store';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell as renderWithProviders } from '../helpers/render';

beforeAll(loadHostNamespace);

beforeEach(() => {
  resetAppState();
  localStorage.clear();
});

describe('app notices', () => {
  it('shows nothing while there is nothing to say', () => {
    const { container } = renderWithProviders(<AppNotices start={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the update prompt when an update waits; Refresh applies it', async () => {
    const onRefresh = jest.fn();
    renderWithProviders(<AppNotices start={false} onRefresh={onRefresh} />);
    act(() => {
      appState.needsRefresh = true;
    });
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of the site is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows a translated offline notice while the browser is offline', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = watchConnectivity();
    renderWithProviders(<AppNotices start={false} />);
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline');
    await act(() => i18n.changeLanguage('nl'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Je bent offline'));
    await act(() => i18n.changeLanguage('en'));
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    stop();
    online.mockRestore();
  });

  it('offers the install prompt from beforeinstallprompt; it can be shown or dismissed for good', async () => {
    const stop = captureInstallPrompt();
    const prompt = jest.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    renderWithProviders(<AppNotices start={false} />);
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull());

    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      );
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull());
    expect(localStorage.getItem('install-prompt-dismissed')).toBe('1');
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(appState.canInstall).toBe(false);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    stop();
  });
});
