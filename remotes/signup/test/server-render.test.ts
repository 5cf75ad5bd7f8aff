/**
 * @jest-environment node
 */
import { bundle } from '../src/server-render/render';

// the render build sets it to the version's folder; outside a build it must exist to be set
(globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = '';

const settings = (signups: string) => [['api', 'GET /api/settings.php'], { signups, template: 'classic' }] as const;
const visitor = [['api', 'GET /api/user.php'], { user: null }] as const;

const requestFor = (url: string, signups = 'all', language = 'en') => ({
  url,
  language,
  publicPath: '/remotes/signup/1.0.0/',
  version: '1.0.0',
  content: null,
  answers: [settings(signups), visitor],
});

/** A page as the server draws it for a visitor, in Node: no window, no storage, no location. */
const draw = async (url: string, signups: string, language?: string) =>
  (await bundle.renderPage(requestFor(url, signups, language)))!;

describe('the signup page drawn by the server', () => {
  test('holds the account form in the page’s language to fill in, sent once the app has taken over', async () => {
    const { html } = await draw('/signup', 'all', 'pl');
    expect(html).toContain('<h1 id="signup-heading" class="signup-title">Załóż darmowe konto</h1>');
    for (const name of ['email', 'name', 'password']) expect(html).toMatch(new RegExp(`<input[^>]* name="${name}"`));
    // never sent by the browser alone: the button waits for the email check, and the form would post
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  test('closed signups show the invite notice; signups open to a traffic source wait for the app to know', async () => {
    expect((await draw('/signup', 'invite_only')).html).toContain('signup-invite-heading');
    const open = (await draw('/signup', 'with_trafficsource')).html;
    // the visitor's tracking data is in their browser: neither the form nor the notice before the app decides
    expect(open).not.toContain('signup-invite-heading');
    expect(open).not.toContain('name="email"');
  });

  test('pages that are not its to draw', async () => {
    expect(await bundle.renderPage(requestFor('/login'))).toBeNull();
    expect(await bundle.renderPage(requestFor('/complete-signup'))).toBeNull();
  });
});
