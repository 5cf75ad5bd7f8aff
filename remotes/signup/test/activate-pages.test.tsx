import { screen } from '@testing-library/react';
import { recordingApi, renderRemote } from '@dating/testing';
import ActivateDonePage from '../src/pages/ActivateDonePage';
import ActivateErrorPage from '../src/pages/ActivateErrorPage';
import en from '../src/locales/en.json';

const resources = { en: { signup: en } };

describe('the activation pages', () => {
  it('after a good link: the news and the way into the members area', async () => {
    recordingApi(() => ({ user: null }));
    renderRemote(<ActivateDonePage route="activate-done" params={{}} layout="default" />, { resources });
    expect(await screen.findByRole('heading', { level: 1, name: en.activate.done_title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en.activate.done_body);
    expect(screen.getByRole('link', { name: en.done.enter })).toHaveAttribute('href', '/home');
  });

  it('after a bad link: what went wrong, then logging in first and a new account second', async () => {
    renderRemote(<ActivateErrorPage route="activate-error" params={{}} layout="default" />, { resources });
    expect(await screen.findByRole('heading', { level: 1, name: en.activate.error_title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(en.activate.error_body);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [en.activate.login, '/login'],
      [en.activate.signup, '/signup'],
    ]);
  });
});
