import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The layer rules of DESIGN.md are enforced by eslint.config.js; these cases prove each one bites.
// ESLint runs in a child process because it loads its flat config with a dynamic import().
const root = join(__dirname, '..');
const eslintBin = join(root, 'node_modules/.bin/eslint');

interface LintResult {
  messages: Array<{ ruleId: string | null; message: string }>;
}

async function ruleIds(file: string, code: string): Promise<string[]> {
  const run = spawnSync(eslintBin, ['--stdin', '--stdin-filename', join(root, file), '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('DESIGN.md layer rules', () => {
  test('a primitive may not import a store', async () => {
    const ids = await ruleIds(
      'src/components/primitives/wui-x/wui-x.ts',
      "import { $modal } from '../../../stores/modal';\nexport const x = $modal;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  test('a primitive may import locales and global', async () => {
    const ids = await ruleIds(
      'src/components/primitives/wui-x/wui-x.ts',
      "import { en } from '../../../locales/en';\nexport const x = en;\n",
    );
    expect(ids).toEqual([]);
  });

  test('a store may not import a component', async () => {
    const ids = await ruleIds(
      'src/stores/x.ts',
      "import { W3mButton } from '../components/shell/w3m-button/w3m-button';\nexport const x = W3mButton;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  test('frame/ may not import the rest of the library', async () => {
    const ids = await ruleIds(
      'src/frame/x.ts',
      "import { $modal } from '../stores/modal';\nexport const x = $modal;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  test('views may not reach namespace internals directly', async () => {
    const ids = await ruleIds(
      'src/components/views/w3m-x-view/w3m-x-view.ts',
      "import { classifyMethod } from '../../../chains/eip155/rpc-rules';\nexport const y = classifyMethod;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  test('eval is refused', async () => {
    const ids = await ruleIds('src/stores/x.ts', "export const x = eval('1');\n");
    expect(ids).toContain('no-restricted-globals');
  });
});
