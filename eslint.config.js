// Lint rules, including the layer rules of DESIGN.md that a linter can check.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const src = './src';
const layer = (name) => `${src}/${name}`;

/** DESIGN.md "Layers": each zone forbids `target` from importing `from`. */
const layerZones = [
  {
    target: layer('components/primitives'),
    from: [src],
    except: ['./components/primitives', './global', './locales'],
    message: 'primitives take props and emit events: import only primitives, global/ and locales/',
  },
  {
    target: layer('stores'),
    from: [
      layer('components'),
      layer('appkit'),
      layer('connectors'),
      layer('services'),
      layer('siwx'),
      layer('frame'),
    ],
    message: 'stores may import only chains/ (types and pure helpers) and other stores',
  },
  {
    target: layer('chains'),
    from: [
      layer('components'),
      layer('appkit'),
      layer('stores'),
      layer('connectors'),
      layer('services'),
      layer('siwx'),
    ],
    message: 'chains/ is the bottom layer (with frame/): it imports no other layer',
  },
  {
    target: layer('frame'),
    from: [src],
    except: ['./frame'],
    message: 'frame/ is shared with secure-site/ and may import only zod',
  },
  {
    target: [layer('connectors'), layer('services'), layer('siwx')],
    from: [layer('components'), layer('appkit')],
    message: 'connectors, services and siwx sit below appkit and the UI',
  },
  {
    target: [layer('components/shell'), layer('components/views')],
    from: [layer('connectors'), layer('services'), layer('siwx'), layer('frame'), layer('chains/eip155')],
    message: 'views and shell read stores and call appkit actions; they never reach connectors or services',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'loader/',
      'build/',
      'docs/',
      'coverage/',
      'react-wrapper/dist/',
      'react-wrapper/src/generated/',
      'src/components/primitives/shared/logos/generated/',
      'src/components.d.ts',
      // Generated or run-time folders the .gitignore lists too (the stack writes bundled .cjs here).
      '.stack-data/',
      '.secure-site/',
      '.stencil/',
      'www-build/',
      '.tmp-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-globals': ['error', { name: 'eval', message: 'No eval: strict CSP must work.' }],
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // Stencil's JSX factory `h` is used by the compiled JSX, not by name.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^(h|_.*)$' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
