import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotePackageName } from '../src';

const REMOTES_DIR = join(__dirname, '../../../remotes');

describe('the package name the host sends for a remote', () => {
  it.each(readdirSync(REMOTES_DIR))('is the package name of remotes/%s', (remote) => {
    const pkg = JSON.parse(readFileSync(join(REMOTES_DIR, remote, 'package.json'), 'utf8')) as { name: string };
    expect(remotePackageName(remote)).toBe(pkg.name);
  });
});
