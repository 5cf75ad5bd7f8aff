import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedModules } from '../src/shared';
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
});
