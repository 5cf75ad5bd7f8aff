import { stableManifest } from '../src/stable-manifest';

const assets = (js: string[], css: string[] = [], cssAsync: string[] = []) => ({
  js: { sync: js, async: [...js].reverse() },
  css: { sync: css, async: cssAsync },
});

test('a manifest reads the same whatever order the build listed things in; style sheets keep theirs', () => {
  const built = {
    name: 'signup',
    shared: [
      { name: 'react-dom', version: '19.3.1', assets: assets(['b.js', 'a.js']) },
      { name: '@dating/bus', version: '0.1.0', assets: assets([]) },
    ],
    exposes: [
      {
        name: 'SignupPage',
        path: './SignupPage',
        assets: assets(['s2.js', 's1.js'], ['z.css', 'a.css'], ['y.css', 'x.css']),
      },
      { name: 'ActivateDonePage', path: './ActivateDonePage', assets: assets(['d.js']) },
    ],
    remotes: [],
  };
  const stable = stableManifest(built);
  expect(stable.shared!.map((s) => s.name)).toEqual(['@dating/bus', 'react-dom']);
  expect(stable.exposes!.map((e) => e.path)).toEqual(['./ActivateDonePage', './SignupPage']);
  expect(stable.exposes![1]!.assets).toEqual({
    js: { sync: ['s1.js', 's2.js'], async: ['s1.js', 's2.js'] },
    // the order style sheets apply in is kept; lazily loaded ones are each loaded with their chunk
    css: { sync: ['z.css', 'a.css'], async: ['x.css', 'y.css'] },
  });
  // the same manifest listed in another order comes out the same
  const shuffled = { ...built, shared: [...built.shared].reverse(), exposes: [...built.exposes].reverse() };
  expect(JSON.stringify(stableManifest(shuffled))).toBe(JSON.stringify(stable));
});
