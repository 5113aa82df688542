// The lazy build (what the HTML loader serves) as `npm run build` wrote it: a click on the connect
// button loads the open path's elements as one bundle file plus the code it shares, not one file per
// element (each file is a request: on a phone's network a round of them, on a slow CPU a few ms each).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_FILES_MODULE, LATE_TAGS_MODULE } from '../src/components/dom/late-tags-name';
import { bundleFilesTable } from '../tests/support/bundle-files-table';
import { staticImports } from './chunk-graph';
import { EAGER_COMPILE_HINT } from './split-lazy-registry';

const dir = join(import.meta.dirname, '../dist/w3m-elements');
const read = (file: string): string => readFileSync(join(dir, file), 'utf8');

/** The files the late-tags module imports for the open path (written by split-lazy-registry). */
function openPathFiles(): string[] {
  const match = /openPath=\(\)=>Promise\.all\((\[[^\]]*\])/.exec(read(LATE_TAGS_MODULE));
  if (!match) throw new Error(`${LATE_TAGS_MODULE} lists no open-path files`);
  return (JSON.parse(match[1]!) as string[]).map((file) => file.replace(/^\.\//, ''));
}

describe('lazy build: the open path', () => {
  test("is its bundle entry, one shared chunk and the small one that requests Connect's panels", () => {
    const files = openPathFiles();
    expect(files.filter((file) => file.endsWith('.entry.js'))).toHaveLength(1);
    expect(files.length).toBeLessThanOrEqual(3);
  });

  test("its bundle entry holds the elements' code rather than re-exporting them from a file each", () => {
    const entry = openPathFiles().find((file) => file.endsWith('.entry.js'))!;
    const code = read(entry);
    expect(code).toContain('w3m_modal_dialog');
    expect(code).not.toMatch(/export\{[^}]*\}from"\.\//);
    // What it imports is the runtime, the shared chunk and the panels' chunk, nothing per element.
    expect(staticImports(code).length).toBeLessThanOrEqual(3);
  });

  test("its files ask V8 to compile them eagerly; the first paint's files do not", () => {
    for (const file of [LATE_TAGS_MODULE, ...openPathFiles()])
      expect(read(file).startsWith(EAGER_COMPILE_HINT)).toBe(true);
    const loader = read('w3m-elements.esm.js');
    expect(loader.startsWith(EAGER_COMPILE_HINT)).toBe(false);
    for (const file of staticImports(loader))
      expect(read(file.replace(/^\.\//, '')).includes('allFunctionsCalledOnLoad')).toBe(false);
  });
});

describe('lazy build: later views', () => {
  /** Per tag, the files the bundle-files module lists (written by split-lazy-registry). */
  const bundleFiles = (): Map<string, string[]> => bundleFilesTable(read(BUNDLE_FILES_MODULE));

  test("each view's files are listed with every chunk below them, but the runtime's and the open path's", () => {
    const table = bundleFiles();
    const runtime = staticImports(read('w3m-elements.esm.js')).map((file) => file.replace(/^\.\//, ''));
    const loaded = new Set([...openPathFiles(), ...runtime]);
    for (const tag of ['w3m-all-wallets-view', 'w3m-account-view', 'w3m-connecting-wc-view']) {
      const files = table.get(tag)!;
      expect(files.filter((file) => file.endsWith('.entry.js'))).toHaveLength(1);
      for (const file of files) {
        const below = staticImports(read(file)).map((imported) => imported.replace(/^\.\//, ''));
        expect(below.filter((imported) => !files.includes(imported) && !loaded.has(imported))).toEqual([]);
      }
    }
    // The open path's and the entry elements' tags load otherwise.
    expect(table.has('w3m-modal-dialog')).toBe(false);
    expect(table.has('w3m-button')).toBe(false);
  });

  test("WalletConnect's view lists the client it pairs with and UniversalProvider's code with its own", () => {
    const files = bundleFiles().get('w3m-connecting-wc-view')!;
    const holding = (text: string): string[] => files.filter((file) => read(file).includes(text));
    // src/connectors/walletconnect/client.ts, and the provider it imports on first use.
    expect(holding('Could not reach the WalletConnect relay')).toHaveLength(1);
    expect(holding('universal_provider')).toHaveLength(1);
  });

  test.each([
    ['account button', 'w3m-account-view', 'w3m-account-button-body'],
    ['network button', 'w3m-networks-view', 'w3m-network-button'],
  ])(
    "the %s's bundle names every file of the view it opens, for a first open in one round trip",
    (_name, view, button) => {
      const files = bundleFiles().get(view) ?? [];
      expect(files.length).toBeGreaterThan(0);
      const listed = JSON.stringify(files);
      const scripts = readdirSync(dir).filter((file) => file.endsWith('.js'));
      const holders = scripts.filter((file) => file !== BUNDLE_FILES_MODULE && read(file).includes(listed));
      expect(holders).toHaveLength(1);
      expect(read(holders[0]!)).toContain(button);
      expect(scripts.filter((file) => read(file).includes(`${view}-files`))).toEqual([]);
    },
  );
});

describe("lazy build: Connect's panels (email field, social buttons)", () => {
  const panels = ['w3m-email-login-field', 'w3m-social-login-list'];
  const filesOf = (panel: string): string[] => bundleFilesTable(read(BUNDLE_FILES_MODULE)).get(panel) ?? [];

  test('the open path names every file of each, so they load in one round trip once it has run', () => {
    for (const panel of panels) {
      const files = filesOf(panel);
      expect(files.length).toBeGreaterThan(0);
      const listed = JSON.stringify(files);
      expect({
        panel,
        holders: openPathFiles().filter((file) => read(file).includes(listed)).length,
      }).toEqual({
        panel,
        holders: 1,
      });
    }
  });

  test("are requested by a chunk the late tags import, which imports only the runtime's", () => {
    const lateTags = read(LATE_TAGS_MODULE);
    const runtime = /import\{[^}]*\}from"(\.\/[\w-]+\.js)"/.exec(lateTags)![1]!;
    const holders = openPathFiles().filter((file) =>
      read(file).includes(JSON.stringify(filesOf(panels[0]!))),
    );
    expect(holders).toHaveLength(1);
    const holder = holders[0]!;
    // So it runs as soon as it and the (small) late tags arrive, not after the open path's largest file.
    expect(staticImports(lateTags)).toContain(`./${holder}`);
    expect(staticImports(read(holder))).toEqual([runtime]);
  });

  test('hold no login flow (zod schemas, the secure-frame protocol): Connect waits for them, not for it', () => {
    for (const panel of panels) {
      const code = filesOf(panel).map(read).join('\n');
      // zod's issue code for a wrong type, and the prefix of every message the frame posts.
      const held = { panel, zod: code.includes('invalid_type'), frame: code.includes('@w3m-frame/') };
      expect(held).toEqual({ panel, zod: false, frame: false });
    }
  });
});

describe("lazy build: a returning user's account button", () => {
  test("holds the avatar it draws, so showing the button does not load the open path's bundle", () => {
    const entries = readdirSync(dir).filter((file) => file.endsWith('.entry.js'));
    const holding = (name: string): string[] => entries.filter((file) => read(file).includes(name));
    expect(holding('w3m_account_button_body')).toEqual(holding('wui_avatar'));
    const openPathEntry = openPathFiles().find((file) => file.endsWith('.entry.js'))!;
    expect(holding('wui_avatar')).not.toContain(openPathEntry);
  });
});
