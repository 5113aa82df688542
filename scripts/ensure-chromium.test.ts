import { ensureChromium, type ChromiumHost } from './ensure-chromium';

/** A scripted machine: which files exist, whether we are root, what apt-get does. */
function fakeHost(options: {
  files: string[];
  root: boolean;
  env?: NodeJS.ProcessEnv;
  aptInstalls?: boolean;
  aptCode?: number;
}) {
  const files = new Set(options.files);
  const commands: string[] = [];
  const host: ChromiumHost = {
    env: options.env ?? {},
    exists: (path) => files.has(path),
    isRoot: () => options.root,
    run: async (command, args, env) => {
      commands.push(`${env.DEBIAN_FRONTEND ?? ''} ${command} ${args.join(' ')}`.trim());
      if (args[0] === 'install' && options.aptInstalls) files.add('/usr/bin/chromium');
      return options.aptCode ?? 0;
    },
    version: (path) => (files.has(path) ? `Chromium 1.2.3 at ${path}` : undefined),
  };
  return { host, commands };
}

describe('ensureChromium', () => {
  it('uses PUPPETEER_EXECUTABLE_PATH first and reports its version', async () => {
    const { host, commands } = fakeHost({
      files: ['/opt/chrome', '/usr/bin/chromium'],
      root: true,
      env: { PUPPETEER_EXECUTABLE_PATH: '/opt/chrome' },
    });
    await expect(ensureChromium(host)).resolves.toEqual({
      path: '/opt/chrome',
      version: 'Chromium 1.2.3 at /opt/chrome',
    });
    expect(commands).toEqual([]);
  });

  it('refuses a PUPPETEER_EXECUTABLE_PATH that does not exist', async () => {
    const { host } = fakeHost({
      files: ['/usr/bin/chromium'],
      root: true,
      env: { PUPPETEER_EXECUTABLE_PATH: '/nope' },
    });
    await expect(ensureChromium(host)).rejects.toThrow(
      'PUPPETEER_EXECUTABLE_PATH points to /nope, which does not exist.',
    );
  });

  it("falls back to Debian's /usr/bin/chromium without installing anything", async () => {
    const { host, commands } = fakeHost({ files: ['/usr/bin/chromium'], root: true });
    await expect(ensureChromium(host)).resolves.toMatchObject({ path: '/usr/bin/chromium' });
    expect(commands).toEqual([]);
  });

  it('installs chromium with apt-get, non-interactively, when missing and root', async () => {
    const { host, commands } = fakeHost({ files: [], root: true, aptInstalls: true });
    await expect(ensureChromium(host)).resolves.toMatchObject({ path: '/usr/bin/chromium' });
    expect(commands).toEqual(['noninteractive apt-get update', 'noninteractive apt-get install -y chromium']);
  });

  it('says how to install it when missing and not root', async () => {
    const { host, commands } = fakeHost({ files: [], root: false });
    await expect(ensureChromium(host)).rejects.toThrow('apt-get update && apt-get install -y chromium');
    expect(commands).toEqual([]);
  });

  it('reports a failing apt-get, and an install that leaves no binary', async () => {
    await expect(ensureChromium(fakeHost({ files: [], root: true, aptCode: 100 }).host)).rejects.toThrow(
      'apt-get update failed with exit code 100',
    );
    await expect(
      ensureChromium(fakeHost({ files: [], root: true, aptInstalls: false }).host),
    ).rejects.toThrow('still missing');
  });
});
