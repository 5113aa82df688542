import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingPlatformEntries, platformOf, type Lockfile } from './lockfile-platforms';

test('platform builds are read from their names', () => {
  expect(platformOf('@foundry-rs/anvil-darwin-arm64')).toEqual({ os: 'darwin', cpu: 'arm64' });
  expect(platformOf('@foundry-rs/anvil-win32-amd64')).toEqual({ os: 'win32', cpu: 'x64' });
  expect(platformOf('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({
    os: 'linux',
    cpu: 'arm',
    libc: 'musl',
  });
  expect(platformOf('@unrs/resolver-binding-linux-riscv64-gnu')).toEqual({
    os: 'linux',
    cpu: 'riscv64',
    libc: 'glibc',
  });
  expect(platformOf('fsevents')).toBeUndefined();
});

test('a missing optional dependency that is not a platform build is an error', () => {
  const lock: Lockfile = { packages: { 'node_modules/x': { optionalDependencies: { fsevents: '2.3.3' } } } };
  expect(() => missingPlatformEntries(lock)).toThrow(
    'fsevents@2.3.3 (optional dependency of node_modules/x)',
  );
});

test('the committed lockfile names every optional platform build, so `npm ci` accepts it', () => {
  const lock = JSON.parse(readFileSync(join(__dirname, '..', 'package-lock.json'), 'utf8')) as Lockfile;
  expect(Object.keys(missingPlatformEntries(lock))).toEqual([]);
});

test('a platform build hoisted at another version is recorded beside the dependent that needs its own', () => {
  const lock: Lockfile = {
    packages: {
      'node_modules/@rollup/rollup-darwin-arm64': { version: '4.44.0', optional: true },
      'node_modules/rollup': {
        version: '4.68.7',
        optionalDependencies: { '@rollup/rollup-darwin-arm64': '4.68.7' },
      },
      'node_modules/other': {
        version: '1.0.0',
        optionalDependencies: { '@rollup/rollup-darwin-arm64': '4.44.0' },
      },
    },
  };
  expect(missingPlatformEntries(lock)).toEqual({
    'node_modules/rollup/node_modules/@rollup/rollup-darwin-arm64': {
      version: '4.68.7',
      cpu: ['arm64'],
      optional: true,
      os: ['darwin'],
    },
  });
});
