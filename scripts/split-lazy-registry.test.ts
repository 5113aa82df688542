import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCOUNT_VIEW_MARKER,
  CONNECT_PANEL_FILES,
  bundleFileLists,
  bundleFilesModule,
  fileWith,
  injectFiles,
  EAGER_COMPILE_HINT,
  EARLY_TAGS,
  injectOpenPathFiles,
  splitRegistry,
  topLevelItems,
  withEagerCompileHint,
  withPanelsImport,
} from './split-lazy-registry';

// The shape Stencil 4 writes for a www / dist browser loader (shortened, real row syntax).
const LOADER =
  'import{ag as e,G as a,H as i}from"./p-Db5qeT6C.js";export{J as setNonce}from"./p-Db5qeT6C.js";' +
  '(()=>{const a=import.meta.url,i={};return""!==a&&(i.resourcesUrl=new URL(".",a).href),e(i)})()' +
  '.then((async e=>(await a(),i([["p-view",[[1,"w3m-swap-view",{swap:[32]}]]],' +
  '["p-entry",[[1,"w3m-button",{size:[1],label:[1],loadingLabel:[1,"loading-label"]}],' +
  '[1,"w3m-modal",{open:[32]}],[1,"wui-tabs",{tabs:[16],activeId:[1,"active-id"]},null,' +
  '{activeId:[{"onActiveIdChange":0}]}]]]],e))));';

describe('splitting the lazy loader registry', () => {
  test('the loader keeps the entry rows; the late module registers the rest with the same runtime', () => {
    const { loader, lateModule } = splitRegistry(LOADER);
    expect(loader).toContain(
      'i([["p-entry",[[1,"w3m-button",{size:[1],label:[1],loadingLabel:[1,"loading-label"]}],[1,"w3m-modal",{open:[32]}]]]],e)',
    );
    expect(loader).not.toContain('w3m-swap-view');
    expect(loader).not.toContain('wui-tabs');
    expect(lateModule).toBe(
      'import{H as b}from"./p-Db5qeT6C.js";b([["p-view",[[1,"w3m-swap-view",{swap:[32]}]]],' +
        '["p-entry",[[1,"wui-tabs",{tabs:[16],activeId:[1,"active-id"]},null,{activeId:[{"onActiveIdChange":0}]}]]]],' +
        '{resourcesUrl:new URL(".",import.meta.url).href});' +
        'export const openPath=()=>Promise.all([].map(f=>import(f)));\n',
    );
  });

  test('a loader with only entry rows is left as it is', () => {
    const only = LOADER.replace('["p-view",[[1,"w3m-swap-view",{swap:[32]}]]],', '').replace(
      ',[1,"wui-tabs",{tabs:[16],activeId:[1,"active-id"]},null,{activeId:[{"onActiveIdChange":0}]}]',
      '',
    );
    expect(splitRegistry(only)).toEqual({ loader: only, lateModule: undefined });
  });

  test('a loader of another shape stops the build instead of being cut wrongly', () => {
    expect(() => splitRegistry('export const x = 1;')).toThrow('no runtime import or registry call');
    expect(() => splitRegistry(LOADER.replace('H as i', 'H as q'))).toThrow(
      "not the runtime's bootstrapLazy",
    );
    expect(() => splitRegistry(LOADER.slice(0, LOADER.indexOf('[1,"w3m-modal"')))).toThrow('not closed');
  });

  test("the late module lists the open path's bundle and every chunk below it, but the runtime's", () => {
    const chunks: Record<string, string> = {
      './p-open.entry.js':
        'export{A as w3m_modal_dialog}from"./p-dialog.js";import{a as s}from"./p-Db5qeT6C.js";import{b}from"./p-shared.js";',
      './p-dialog.js': 'import{a}from"./p-shared.js";import"./p-side.js";const x=import("./p-later.js");',
      './p-shared.js': 'export const a=1;',
      './p-side.js': '',
    };
    const loader = LOADER.replace('"p-entry"', '"p-open"').replace('"w3m-modal"', '"w3m-modal-dialog"');
    const { lateModule } = splitRegistry(loader, EARLY_TAGS, (file) => chunks[file]!);
    expect(lateModule).toContain(
      'export const openPath=()=>Promise.all(["./p-open.entry.js","./p-dialog.js","./p-shared.js","./p-side.js"].map(f=>import(f)));',
    );
    expect(() => splitRegistry(LOADER, EARLY_TAGS, (file) => chunks[file]!)).toThrow(
      'no bundle in the loader registers w3m-modal-dialog',
    );
  });

  test("the first paint's chunk gets every file of the open path in place of the placeholder", () => {
    // A file the runtime names in a dynamic import of its own (wallet discovery) is listed too: that
    // import runs only in some setups, and a Solana-only page would fetch the chunk a round trip late.
    const runtime = `const d=()=>import("./p-shared.js");const f='["w3m-open-path-files"]';`;
    const files = ['./p-open.entry.js', './p-shared.js'];
    expect(injectOpenPathFiles(runtime, files)).toBe(
      `const d=()=>import("./p-shared.js");const f='["p-open.entry.js","p-shared.js"]';`,
    );
    // A minifier that kept double quotes outside escapes the ones inside.
    expect(injectOpenPathFiles('const f="[\\"w3m-open-path-files\\"]";', ['./p-shared.js'])).toBe(
      'const f="[\\"p-shared.js\\"]";',
    );
    expect(() => injectOpenPathFiles('const f=1;', files)).toThrow(
      'expected the w3m-open-path-files placeholder once, found 0',
    );
  });

  test("the account button's bundle gets the Account view's files in place of its placeholder", () => {
    const body = `const a='["w3m-account-view-files"]';const o='["w3m-open-path-files"]';`;
    expect(injectFiles(body, ACCOUNT_VIEW_MARKER, ['p-account.entry.js', './p-money.js'])).toBe(
      `const a='["p-account.entry.js","p-money.js"]';const o='["w3m-open-path-files"]';`,
    );
    expect(() => injectFiles(body + body, ACCOUNT_VIEW_MARKER, [])).toThrow(
      'expected the w3m-account-view-files placeholder once, found 2',
    );
    // The build looks the placeholder up among the scripts: exactly one must hold it.
    const dir = mkdtempSync(join(tmpdir(), 'w3m-split-'));
    try {
      writeFileSync(join(dir, 'p-first.js'), 'export const x=1;');
      expect(() => fileWith(dir, ACCOUNT_VIEW_MARKER)).toThrow('found 0');
      writeFileSync(join(dir, 'p-account.entry.js'), body);
      expect(fileWith(dir, ACCOUNT_VIEW_MARKER)).toBe('p-account.entry.js');
      writeFileSync(join(dir, 'p-copy.js'), body);
      expect(() => fileWith(dir, ACCOUNT_VIEW_MARKER)).toThrow('found 2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("Connect's panels have the placeholders connect-panel-files.ts ships, each once", () => {
    const source = readFileSync('src/components/dom/connect-panel-files.ts', 'utf8');
    expect(CONNECT_PANEL_FILES.map(({ tag }) => tag)).toEqual([
      'w3m-email-login-field',
      'w3m-social-login-list',
    ]);
    for (const { marker } of CONNECT_PANEL_FILES) expect(source.match(marker)).toHaveLength(1);
    const files = injectFiles(`const a='["w3m-social-login-list-files"]';`, CONNECT_PANEL_FILES[1]!.marker, [
      './p-social.entry.js',
      'p-zod.js',
    ]);
    expect(files).toBe(`const a='["p-social.entry.js","p-zod.js"]';`);
  });

  test("the late module imports the chunk that requests Connect's panels, if it imports only the runtime", () => {
    const late = 'import{ag as b}from"./p-run.js";b([]);';
    const panels = { file: 'p-panels.js', code: 'import{i as a}from"./p-run.js";a(1);' };
    expect(withPanelsImport(late, panels, './p-run.js')).toBe(`import"./p-panels.js";${late}`);
    // A chunk that also imports the open path's shared code would wait for it: the build stops.
    const shared = { file: 'p-shared.js', code: 'import{i as a}from"./p-run.js";import"./p-big.js";' };
    expect(() => withPanelsImport(late, shared, './p-run.js')).toThrow(
      /p-shared\.js imports more than the runtime: \.\/p-big\.js/,
    );
  });

  test("the bundle-files module lists each later bundle's entry and every chunk below it, once per bundle", () => {
    const bundles = [
      '["p-later",[[1,"w3m-swap-view",{swap:[32]}],[1,"w3m-swap-preview-view"]]]',
      '["p-open",[[1,"w3m-modal-dialog"]]]',
      '["p-entry",[[1,"w3m-button",{size:[1]}]]]',
    ];
    const chunks: Record<string, string> = {
      './p-later.entry.js': 'export{S as w3m_swap_view}from"./p-swap.js";import{r}from"./p-runtime.js";',
      './p-swap.js':
        'import{a}from"./p-shared.js";import{o}from"./p-open-shared.js";import("./p-dynamic.js");',
      './p-shared.js': 'import"./p-deeper.js";',
      './p-deeper.js': '',
    };
    const module = bundleFilesModule(
      bundleFileLists(
        bundles,
        './p-runtime.js',
        ['./p-open.entry.js', './p-open-shared.js'],
        (file) => chunks[file]!,
      ),
    );
    // Not the runtime's or the open path's files (loaded by then), nor a dynamic import's.
    expect(module).toBe(
      'const f=[["p-later.entry.js","p-swap.js","p-shared.js","p-deeper.js"]];' +
        'export const files={"w3m-swap-view":f[0],"w3m-swap-preview-view":f[0]};\n',
    );
    expect(() => bundleFileLists(['["p-x",[[1]]]'], './p-runtime.js', [], () => '')).toThrow(
      'unexpected component row',
    );
  });

  test('the compile hint becomes the first line, once', () => {
    const hinted = withEagerCompileHint('import{a}from"./p-a.js";a();');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(withEagerCompileHint(hinted)).toBe(hinted);
  });

  test('commas and brackets inside strings do not split items', () => {
    expect(topLevelItems('"a,]",[1,{b:"}"}],\'c\'')).toEqual(['"a,]"', '[1,{b:"}"}]', "'c'"]);
  });

  test('the early tags are the five entry elements and their appkit-* aliases', () => {
    expect([...EARLY_TAGS].sort()).toEqual(
      [
        'appkit-account-button',
        'appkit-button',
        'appkit-connect-button',
        'appkit-modal',
        'appkit-network-button',
        'w3m-account-button',
        'w3m-button',
        'w3m-connect-button',
        'w3m-modal',
        'w3m-network-button',
      ].sort(),
    );
  });
});
