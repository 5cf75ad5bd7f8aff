import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { recordingApi, renderRemote } from '@dating/testing';
import SignupPage from '../src/pages/SignupPage';
import CompleteSignupPage from '../src/pages/CompleteSignupPage';
import en from '../src/locales/en.json';
import { newMember } from './helpers/member';

const member = (over: Record<string, unknown> = {}, profile: Record<string, unknown> = {}) =>
  newMember({ mailprovider: 1, ...over }, profile);
const settings = { signups: 'all', push_pub: 'BPublicKey', template: 'classic', visible_profile_fields: ['city'] };

/** Push as Chromium offers it on a first visit: permission 'default', the site's worker still installing. */
function browserWithPush({ active }: { active: boolean }) {
  Object.assign(window, { Notification: { permission: 'default' }, PushManager: function PushManager() {} });
  const registration = {
    active: active ? {} : null,
    // Chromium rejects the lookup while no worker is active; a registration that is ready answers null
    pushManager: {
      getSubscription: () => (active ? Promise.resolve(null) : Promise.reject(new DOMException('no active worker'))),
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
}

function open(path: string, user: unknown) {
  recordingApi((apiPath) => (apiPath === '/api/settings.php' ? settings : apiPath === '/api/user.php' ? { user } : {}));
  renderRemote(
    <Routes>
      <Route path="/signup" element={<SignupPage route="signup" params={{}} layout="default" />} />
      <Route
        path="/complete-signup"
        element={<CompleteSignupPage route="complete-signup" params={{}} layout="default" />}
      />
      <Route path="/home" element={<p>members area</p>} />
    </Routes>,
    { path, resources: { en: { signup: en } } },
  );
}

afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('reloading /signup in the middle of the flow', () => {
  it('brings a member with an empty profile to the push question, not the account form', async () => {
    browserWithPush({ active: true });
    open('/signup', member());
    expect(await screen.findByRole('heading', { name: en.push.title })).toBeInTheDocument();
    expect(screen.queryByLabelText(en.fields.password)).not.toBeInTheDocument();
  });

  it('starts at the photo when push cannot be offered', async () => {
    open('/signup', member());
    expect(await screen.findByRole('heading', { name: en.photo.title })).toBeInTheDocument();
  });

  it('continues at the first step whose data is missing', async () => {
    browserWithPush({ active: true });
    open('/signup', member({}, { main_image: { thumb_filename: 'a.webp' }, city: 'Gouda', countryregion: 'ZH' }));
    expect(await screen.findByRole('heading', { name: en.profile.title })).toBeInTheDocument();
  });

  it('shows a visitor the account form', async () => {
    open('/signup', null);
    expect(await screen.findByLabelText(en.fields.password)).toBeInTheDocument();
  });
});

describe('the push question', () => {
  it('is asked while the worker is still installing: permission default means ask', async () => {
    browserWithPush({ active: false });
    open('/signup', member());
    expect(await screen.findByRole('heading', { name: en.push.title })).toBeInTheDocument();
  });

  it('is not asked when the member denied notifications', async () => {
    browserWithPush({ active: true });
    Object.assign(window, { Notification: { permission: 'denied' } });
    open('/signup', member());
    expect(await screen.findByRole('heading', { name: en.photo.title })).toBeInTheDocument();
  });
});

describe('/complete-signup', () => {
  it('sends an activated member to the members area instead of the inbox hint', async () => {
    open('/complete-signup', member({ activated: true }, { personal: 'hi' }));
    expect(await screen.findByText('members area')).toBeInTheDocument();
  });

  it('lets a member who has not activated continue the flow', async () => {
    open('/complete-signup', member());
    expect(await screen.findByRole('heading', { name: en.photo.title })).toBeInTheDocument();
  });
});
