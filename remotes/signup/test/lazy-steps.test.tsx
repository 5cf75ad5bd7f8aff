import { act, screen } from '@testing-library/react';
import { recordingApi, renderRemote } from '@dating/testing';
import { SignupFlow } from '../src/flow/SignupFlow';
import en from '../src/locales/en.json';

/** The step modules as the flow loads them: a module's name is recorded when its code first runs. */
const mockLoaded: string[] = [];
jest.mock('../src/steps/PushStep', () => {
  mockLoaded.push('PushStep');
  return jest.requireActual('../src/steps/PushStep');
});
jest.mock('../src/steps/ProfileStep', () => {
  mockLoaded.push('ProfileStep');
  return jest.requireActual('../src/steps/ProfileStep');
});

/** The browser's idle moments, given by the test. */
const idle: Array<() => void> = [];
beforeAll(() => {
  window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline)) as unknown as number;
  window.cancelIdleCallback = () => undefined;
});

// issue 29: a first visit to /signup (or a landing page's form) loads the account form alone
it('shows the account form without loading the steps after it, which load once the browser is idle', async () => {
  recordingApi((path) => {
    if (path === '/api/settings.php') return { name: 'Amoroso', geoip_selected_country: 'NL', geoip_country: 'NL' };
    if (path === '/api/user.php') return { user: null };
    return {};
  });
  renderRemote(<SignupFlow initialStep={0} />, { resources: { en: { signup: en } } });
  expect(await screen.findByLabelText(en.fields.email)).toBeInTheDocument();
  expect(mockLoaded).toEqual([]);

  await act(async () => idle.splice(0).forEach((callback) => callback()));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(mockLoaded.sort()).toEqual(['ProfileStep', 'PushStep']);
});
