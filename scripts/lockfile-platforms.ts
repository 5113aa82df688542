// Pure helpers for scripts/complete-lockfile.ts: which optional platform builds the lockfile lacks.

/** One `packages` entry of package-lock.json (the fields used here). */
export interface LockEntry {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OS_NAMES: Record<string, string> = {
  darwin: 'darwin',
  linux: 'linux',
  win32: 'win32',
  android: 'android',
  freebsd: 'freebsd',
  openbsd: 'openbsd',
  openharmony: 'openharmony',
};
const CPU_NAMES: Record<string, string> = {
  amd64: 'x64',
  x64: 'x64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

/** The os, cpu and libc a platform package targets, from names like `anvil-darwin-arm64` or `binding-linux-arm-musleabihf`. */
export function platformOf(name: string): { os: string; cpu: string; libc?: string } | undefined {
  const parts = name.split('/').pop()!.split('-');
  const osIndex = parts.findIndex((part) => part in OS_NAMES);
  if (osIndex === -1) return undefined;
  const cpu = CPU_NAMES[parts[osIndex + 1] ?? ''];
  if (!cpu) return undefined;
  const abi = parts[osIndex + 2] ?? '';
  const libc = abi.startsWith('musl') ? 'musl' : abi.startsWith('gnu') ? 'glibc' : undefined;
  return { os: OS_NAMES[parts[osIndex]!]!, cpu, ...(libc && { libc }) };
}

/** The parts of package-lock.json used here. */
export interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** The entry Node's resolution would find for `name` required from the package at `from`. */
function resolveEntry(
  packages: Record<string, LockEntry>,
  missing: Record<string, LockEntry>,
  from: string,
  name: string,
): LockEntry | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    const entry = packages[candidate] ?? missing[candidate];
    if (entry) return entry;
    if (!base) return undefined;
    const cut = base.lastIndexOf('node_modules/');
    base = cut <= 0 ? '' : base.slice(0, cut - 1);
  }
}

/** Entries to add so every optional platform build named in the lockfile has one (keyed by path). */
export function missingPlatformEntries(lock: Lockfile): Record<string, LockEntry> {
  const missing: Record<string, LockEntry> = {};
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
      const found = resolveEntry(lock.packages, missing, path, name);
      // The copy Node would resolve serves this dependent unless the dependent pins another exact
      // version (two rollups, say): then its own copy goes beside it.
      const pinned = /^\d+\.\d+\.\d+$/.test(version);
      if (found && (!pinned || found.version === undefined || found.version === version)) continue;
      const target = found ? nested : `node_modules/${name}`;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) {
        throw new Error(
          `${name}@${version} (optional dependency of ${path}) is missing and is not a platform build`,
        );
      }
      missing[target] = {
        version,
        cpu: [platform.cpu],
        ...(entry.dev && { dev: true }),
        ...(platform.libc && { libc: [platform.libc] }),
        optional: true,
        os: [platform.os],
      };
    }
  }
  return missing;
}
