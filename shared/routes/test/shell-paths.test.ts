import { isShellNavigation, matchRoute, routes, pathsOf } from '../src';

/** A concrete URL path for a route path: every parameter filled, optional ones too. */
const concrete = (path: string) => path.replace(/:(\w+)\??/g, (_m, name: string) => `${name}1`);

describe('service worker navigation fallback', () => {
  const tablePaths = routes.flatMap(pathsOf);

  it.each(tablePaths)('answers %s with the shell, as the route table does', (path) => {
    for (const url of [
      concrete(path),
      `${concrete(path)}/`,
      `${concrete(path)}?lang=nl`,
      concrete(path).toUpperCase(),
    ]) {
      expect(matchRoute(url.split('?')[0]!)).not.toBeNull();
      expect(isShellNavigation(url)).toBe(true);
    }
  });

  it('answers an optional parameter left out with the shell', () => {
    expect(isShellNavigation('/credits/3')).toBe(true);
    expect(isShellNavigation('/credits/3/ideal')).toBe(true);
  });

  it.each([
    '/activate?code=abc123',
    '/activate',
    '/_dev/mail',
    '/_dev/mail/3',
    '/_ops',
    '/_ops/api/status',
    '/api/user.php',
    '/remotes.json',
    '/remotes/signup/1.0.0-abc/mf-manifest.json',
    '/media/ab/cd.webp',
    '/sw.js',
    '/manifest.webmanifest',
    '/builds/latest.json',
    '/members/1/chat/extra',
    '/no-such-page',
  ])('leaves %s to the server', (url) => {
    expect(isShellNavigation(url)).toBe(false);
  });

  it('agrees with matchRoute on which paths are pages', () => {
    const samples = [
      '/',
      '/home',
      '/likes/m/5',
      '/pages/faq',
      '/landers/video/x',
      '/members/1/landing3/y',
      '/x/y',
      '/pages',
    ];
    for (const path of samples) expect(isShellNavigation(path)).toBe(matchRoute(path) !== null);
  });
});
