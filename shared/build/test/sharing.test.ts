import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { facadeAliases, sharedFacades } from '../src/facades';
import { providedShares, providedSharesSource } from '../src/provided-shares';
import { LUCIDE_CORE, sharedModules } from '../src/shared';
import { workspacePackages } from '../src/workspace';

describe('how the platform packages reach a page', () => {
  it('shares what holds page-wide state once, and bundles what holds none into every build', () => {
    const shared = Object.keys(sharedModules({ eager: false }));
    for (const pkg of ['@dating/api-client', '@dating/bus', '@dating/i18n', '@dating/push', '@dating/ui'])
      expect(shared).toContain(pkg);
    for (const pkg of ['@dating/contract', '@dating/routes', '@dating/config', '@dating/legal', '@dating/tracking'])
      expect(shared).not.toContain(pkg);
  });

  it('takes no default: a package that does not say how it is shared stops the build', () => {
    const root = mkdtempSync(join(tmpdir(), 'sharing-'));
    try {
      mkdirSync(join(root, 'shared', 'newpkg'), { recursive: true });
      writeFileSync(
        join(root, 'shared', 'newpkg', 'package.json'),
        JSON.stringify({ name: '@dating/newpkg', version: '0.1.0' }),
      );
      expect(() => workspacePackages(root)).toThrow('@dating/newpkg: package.json needs "sharing"');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("shares lucide-react's core by the file every icon imports, only at the version each build was made with", () => {
    const root = join(__dirname, '../../..');
    for (const app of ['host', 'remotes/profile', 'remotes/search', 'remotes/chat', 'remotes/signup']) {
      const dir = join(root, app);
      const entry = sharedModules({ eager: false, dir })[LUCIDE_CORE]!;
      const icon = require.resolve('lucide-react/dist/esm/icons/heart.mjs', { paths: [dir] });
      const { version } = JSON.parse(readFileSync(join(dirname(icon), '../../../package.json'), 'utf8'));
      // the file the key names is the one the icons import, so the build's icons take the page's core
      expect(readFileSync(icon, 'utf8')).toContain("from '../createLucideIcon.mjs'");
      expect(realpathSync(join(dir, LUCIDE_CORE))).toBe(realpathSync(join(dirname(icon), '../createLucideIcon.mjs')));
      expect(entry).toMatchObject({ shareKey: 'lucide-react/core', singleton: false, strictVersion: true });
      expect([entry.version, entry.requiredVersion]).toEqual([version, version]);
    }
  });

  it("provides react-router's production build, which its package's exports never name", () => {
    const host = join(__dirname, '../../../host');
    const fromFile = (source: string) => JSON.parse(source.slice(source.indexOf(' from ') + 6).replace(/;\s*$/, ''));
    const production = fromFile(sharedFacades(host, true)['react-router']!.source);
    const development = fromFile(sharedFacades(host, false)['react-router']!.source);
    expect(development).toContain(join('dist', 'development'));
    expect(production).toBe(development.replace(join('dist', 'development'), join('dist', 'production')));
    expect(readFileSync(production, 'utf8')).toContain('react-router v');
    // the shell's own imports, and the monolith reference's, take the same file
    expect(facadeAliases(host, true)['react-router$']).toBe(production);
  });

  it("puts in the host's share scope every package of a remote's share map, facades in their libraries' place", () => {
    const root = join(__dirname, '../../..');
    const host = join(root, 'host');
    const facades = sharedFacades(host, true);
    const shares = providedShares(host, sharedModules({ eager: true, dir: host }), facades, false);
    const byName = new Map(shares.map((share) => [share.name, share]));
    const remote = sharedModules({ eager: false, dir: join(root, 'remotes/search') });
    for (const [key, entry] of Object.entries(remote))
      if (!key.endsWith('/')) expect(byName.has(entry.shareKey ?? key)).toBe(true);
    for (const name of ['react/jsx-runtime', 'react-dom/client', 'valtio/vanilla', 'valtio/react'])
      expect(byName.get(name)).toMatchObject({ request: name, shareConfig: { singleton: true, eager: true } });
    expect(byName.get('react-router')!.request).toBe(facades['react-router']!.file);
    expect(byName.get('lucide-react/core')).toMatchObject({
      request: join(host, LUCIDE_CORE),
      shareConfig: { singleton: false, strictVersion: true, requiredVersion: byName.get('lucide-react/core')!.version },
    });
    expect(byName.get('@dating/ui')!.version).toBe(
      workspacePackages().find((pkg) => pkg.name === '@dating/ui')!.version,
    );
    // a development build's JSX runtime too
    expect(providedShares(host, sharedModules({ eager: true, dir: host }), facades, true).map((s) => s.name)).toContain(
      'react/jsx-dev-runtime',
    );
    // each module behind a function, imported as the shell imports it (never a package's CommonJS build)
    const source = providedSharesSource(shares);
    shares.forEach((share, i) => {
      expect(source).toContain(`import * as share${i} from ${JSON.stringify(share.request)};`);
      expect(source).toContain(`${JSON.stringify(share.name)}: { version: ${JSON.stringify(share.version)}`);
    });
    expect(source).not.toContain('require(');
  });
});
