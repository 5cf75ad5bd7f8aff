import { fireEvent, screen, waitFor } from '@testing-library/react';
import { recordingApi, renderRemote } from '@dating/testing';
import { ApiError, useSettings, useUser } from '@dating/api-client';
import { LIMITS } from '@dating/contract';
import { ActivationStep } from '../src/steps/ActivationStep';
import { LocationStep } from '../src/steps/LocationStep';
import { PushStep } from '../src/steps/PushStep';
import en from '../src/locales/en.json';
import { advance, withFakeClock } from './helpers/timers';
import { newMember } from './helpers/member';
import { GEOLOCATION_KEY } from '../src/logic/geolocation-cache';

/** Nothing kept between tests: local storage and the cookie of the geolocation cache. */
function forgetKeptGeolocation() {
  localStorage.removeItem(GEOLOCATION_KEY);
  document.cookie = `${GEOLOCATION_KEY}=; Max-Age=0; Path=/`;
}

const user = newMember();
const resources = { en: { signup: en } };

describe('step 6 and the member', () => {
  withFakeClock();

  /** The step as the flow shows it: the page around it reads the member too. */
  function StepInPage() {
    useUser();
    return <ActivationStep user={user} onNext={jest.fn()} />;
  }

  it('fetches the member afresh after the first poll only', async () => {
    const calls = recordingApi((path) => (path === '/api/activate.php' ? { delivered: false } : { user }));
    renderRemote(<StepInPage />, { resources });
    const memberFetches = () => calls.filter((c) => c.path === '/api/user.php').length;
    await advance(0);
    expect(memberFetches()).toBe(1);
    await advance(900);
    expect(memberFetches()).toBe(2);
    for (let i = 0; i < 3; i++) await advance(900);
    expect(calls.filter((c) => c.path === '/api/activate.php')).toHaveLength(4);
    expect(memberFetches()).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent(en.activation.stage1);
  });
});

describe('step 3 geolocation', () => {
  const settings = { signups: 'all', countries: ['NL', 'BE'], visible_profile_fields: ['city'], template: 'classic' };
  const regions = { countries: [{ code: 'NL', name: 'Nederland', regions: [{ code: 'ZH', name: 'Zuid-Holland' }] }] };

  afterEach(() => {
    delete (navigator as { geolocation?: unknown }).geolocation;
    forgetKeptGeolocation();
  });

  it('geocodes the browser position and fills in the place', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.01, longitude: 4.71 } } as any),
      },
    });
    const calls = recordingApi((path) => {
      if (path === '/api/settings.php') return settings;
      if (path === '/api/regions.php') return regions;
      if (path === '/api/geocode.php') return { country: 'NL', countryregion: 'ZH', city: 'Gouda' };
      return { user };
    });
    renderRemote(<LocationStep user={user} onNext={jest.fn()} />, { resources });
    await waitFor(() => expect(screen.getByLabelText(en.location.city)).toHaveValue('Gouda'));
    expect(calls.find((c) => c.path === '/api/geocode.php')?.input.query).toEqual({ lat: '52.01', lon: '4.71' });
    await waitFor(() => expect(screen.getByLabelText(en.location.region)).toHaveValue('ZH'));
  });

  it('leaves the place to the member when geolocation is declined', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as any) },
    });
    const calls = recordingApi((path) => {
      if (path === '/api/settings.php') return settings;
      return path === '/api/regions.php' ? regions : { user };
    });
    renderRemote(<LocationStep user={user} onNext={jest.fn()} />, { resources });
    expect(await screen.findByLabelText(en.location.city)).toHaveValue('');
    expect(calls.some((c) => c.path === '/api/geocode.php')).toBe(false);
  });

  it('keeps a city the member typed before the place was found, and fills the region', async () => {
    let found: (place: unknown) => void = () => undefined;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.01, longitude: 4.71 } } as any),
      },
    });
    recordingApi((path) => {
      if (path === '/api/settings.php') return settings;
      if (path === '/api/regions.php') return regions;
      if (path === '/api/geocode.php') return new Promise((resolve) => (found = resolve));
      return { user };
    });
    renderRemote(<LocationStep user={user} onNext={jest.fn()} />, { resources });
    fireEvent.change(await screen.findByLabelText(en.location.city), { target: { value: 'Delft' } });
    found({ country: 'NL', countryregion: 'ZH', city: 'Gouda' });
    await waitFor(() => expect(screen.getByLabelText(en.location.region)).toHaveValue('ZH'));
    expect(screen.getByLabelText(en.location.city)).toHaveValue('Delft');
  });
});

describe('step 3 saving the place', () => {
  afterEach(forgetKeptGeolocation);
  it('logs a failed location save and moves on (docs/product.md §4, §8)', async () => {
    const settings = { signups: 'all', countries: ['NL'], visible_profile_fields: ['city'], template: 'classic' };
    const calls = recordingApi((path, input) => {
      if (path === '/api/settings.php') return settings;
      if (path === '/api/regions.php') return { countries: [] };
      if (input?.body) throw new ApiError(500, null, path); // the save: PUT user.php
      return { user };
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onNext = jest.fn();
    renderRemote(<LocationStep user={user} onNext={onNext} />, { resources });
    fireEvent.change(await screen.findByLabelText(en.location.city), { target: { value: 'Gouda' } });
    fireEvent.click(screen.getByRole('button', { name: en.location.save }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'PUT')?.input.body).toMatchObject({ country: 'NL', city: 'Gouda' });
    expect(logged).toHaveBeenCalledWith('location save failed', expect.any(ApiError));
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });

  it('says a city is too long while it is typed, and saves once while the save is on its way', async () => {
    const settings = { signups: 'all', countries: ['NL'], visible_profile_fields: ['city'], template: 'classic' };
    const calls = recordingApi((path) => {
      if (path === '/api/settings.php') return settings;
      if (path === '/api/regions.php') return { countries: [] };
      return { user };
    });
    const onNext = jest.fn();
    renderRemote(<LocationStep user={user} onNext={onNext} />, { resources });
    const city = await screen.findByLabelText(en.location.city);
    fireEvent.change(city, { target: { value: 'x'.repeat(LIMITS.cityMax + 1) } });
    expect(screen.getByRole('alert')).toHaveTextContent(String(LIMITS.cityMax));
    expect(screen.getByRole('button', { name: en.location.save })).toBeDisabled();
    fireEvent.change(city, { target: { value: ' Gouda ' } });
    const form = screen.getByRole('button', { name: en.location.save }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.input.body)).toEqual([
      { country: 'NL', countryregion: '', city: 'Gouda' },
    ]);
  });
});

describe('step 3 keeps the permission and the place for an hour (docs/product.md §3, §9)', () => {
  const settings = { signups: 'all', countries: ['NL', 'BE'], visible_profile_fields: ['city'], template: 'classic' };
  const regions = { countries: [{ code: 'NL', name: 'Nederland', regions: [{ code: 'ZH', name: 'Zuid-Holland' }] }] };
  withFakeClock();
  beforeEach(forgetKeptGeolocation);
  afterEach(() => {
    delete (navigator as { geolocation?: unknown }).geolocation;
    forgetKeptGeolocation();
  });

  function browserSays(answer: 'position' | 'declined') {
    const getCurrentPosition = jest.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
      answer === 'position' ? ok({ coords: { latitude: 52.01, longitude: 4.71 } } as any) : fail({ code: 1 } as any),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    return getCurrentPosition;
  }

  function site() {
    return recordingApi((path) => {
      if (path === '/api/settings.php') return settings;
      if (path === '/api/regions.php') return regions;
      if (path === '/api/geocode.php') return { country: 'NL', countryregion: 'ZH', city: 'Gouda' };
      return { user };
    });
  }

  async function enterStep() {
    const calls = site();
    const shown = renderRemote(<LocationStep user={user} onNext={jest.fn()} />, { resources });
    await advance(0);
    return { calls, shown, geocodes: () => calls.filter((c) => c.path === '/api/geocode.php').length };
  }

  it('fills the place from the kept geocode within the hour, asking neither the browser nor the server', async () => {
    const browser = browserSays('position');
    const first = await enterStep();
    await waitFor(() => expect(screen.getByLabelText(en.location.city)).toHaveValue('Gouda'));
    expect(first.geocodes()).toBe(1);
    first.shown.unmount();

    await advance(59 * 60_000);
    const again = await enterStep();
    await waitFor(() => expect(screen.getByLabelText(en.location.region)).toHaveValue('ZH'));
    expect(screen.getByLabelText(en.location.city)).toHaveValue('Gouda');
    expect(browser).toHaveBeenCalledTimes(1);
    expect(again.geocodes()).toBe(0);
    again.shown.unmount();

    await advance(60_000); // an hour after it was kept: asked afresh
    const later = await enterStep();
    expect(browser).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(later.geocodes()).toBe(1));
  });

  it('does not ask again within the hour after the member declined', async () => {
    const browser = browserSays('declined');
    (await enterStep()).shown.unmount();
    await advance(30 * 60_000);
    (await enterStep()).shown.unmount();
    expect(browser).toHaveBeenCalledTimes(1);
    await advance(30 * 60_000);
    await enterStep();
    expect(browser).toHaveBeenCalledTimes(2);
  });
});

/** Shows once the site settings are in the page's cache (the flow reaches step 1 only after that). */
function SettingsLoaded() {
  return useSettings().data ? <p>settings loaded</p> : null;
}

describe('step 1', () => {
  afterEach(() => {
    delete (window as { Notification?: unknown }).Notification;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers the new subscription with POST user.php?push=1 and moves on', async () => {
    const subscription = {
      endpoint: 'https://push.test/1',
      toJSON: () => ({ endpoint: 'https://push.test/1', keys: { p256dh: 'p', auth: 'a' } }),
    };
    Object.assign(window, {
      Notification: { permission: 'default', requestPermission: async () => 'granted' },
      PushManager: function PushManager() {},
    });
    // After subscribing, the page reads the subscription back as the browser now has it.
    const registration = {
      pushManager: { subscribe: async () => subscription, getSubscription: async () => subscription },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    const calls = recordingApi((path) => (path === '/api/settings.php' ? { push_pub: 'BPublicKey' } : { ok: true }));
    const onNext = jest.fn();
    renderRemote(
      <>
        <PushStep user={user} onNext={onNext} />
        <SettingsLoaded />
      </>,
      { resources },
    );
    await screen.findByText('settings loaded'); // the site's push key has reached the page, as in the flow
    fireEvent.click(screen.getByRole('button', { name: en.push.enable }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    const push = calls.find((c) => c.method === 'POST' && c.path === '/api/user.php');
    expect(push?.input.body).toEqual({
      subscription: { endpoint: 'https://push.test/1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } },
    });
  });
});
