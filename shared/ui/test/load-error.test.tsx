import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createI18n, type Language } from '@dating/i18n';
import { COMMON_MESSAGES } from '../../i18n/src/all-common-messages';
import { LoadError } from '../src/notice/LoadError';
import { i18nWrapper } from './helpers/ui-i18n';

// The texts are `common` ones: a bare instance has English bundled and loads another language's by itself.
const show = (ui: ReactElement, lng: Language = 'en') => render(ui, { wrapper: i18nWrapper(createI18n({ lng })) });

const nl = COMMON_MESSAGES.nl;

describe('LoadError', () => {
  it('tells the failure in the page language, never the server English, with a retry', async () => {
    const onRetry = jest.fn();
    const refused = { status: 500, body: { error: 'nope', message: 'Internal server error' } };
    show(<LoadError error={refused} retrying={false} onRetry={onRetry} />, 'nl');
    expect(await screen.findByRole('alert')).toHaveTextContent(nl.errors.generic);
    await userEvent.click(screen.getByRole('button', { name: nl.button.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts what failed before the reason, or the remote’s own text in its place', () => {
    const { unmount } = show(
      <LoadError
        what="The discount is unavailable."
        error={new Error('offline')}
        retrying={false}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^The discount is unavailable\. No connection/);
    unmount();
    show(<LoadError message="Your likes could not be loaded." error={null} retrying={false} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your likes could not be loaded\.$/);
  });

  it('shows a retry under way on its button', () => {
    show(<LoadError error={null} retrying onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
  });
});
