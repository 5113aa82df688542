// Issue 22: every user-visible string of every view and element comes from the catalogue. This
// guard fails when natural-language text is written straight into the code under src/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../dev/paths';
import { findHardCodedStrings } from './hard-coded-strings';

const root = projectRoot();

/** Every source under src/ that renders or reports something, minus the catalogue and tests. */
function productSources(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(spec|test|d)\.tsx?$/.test(name))
    .filter((name) => !name.startsWith('locales/') && !name.endsWith('view-spec-kit.ts'))
    .map((name) => join('src', name));
}

const texts = (file: string, code: string): string[] =>
  findHardCodedStrings(file, code).map((hit) => hit.text);

describe('no hard-coded user-visible strings (issue 22)', () => {
  test('src/ has none: views, elements, stores, connectors and chains read the catalogue', () => {
    const sources = productSources();
    expect(sources.length).toBeGreaterThan(100);
    const hits = sources.flatMap((file) =>
      findHardCodedStrings(file, readFileSync(join(root, file), 'utf8')),
    );
    expect(hits.map((hit) => `${hit.file}:${hit.line} ${hit.where} "${hit.text}"`)).toEqual([]);
  });

  test('JSX text, text attributes and string children are caught', () => {
    const view = `
      const a = <p>Hello there</p>;
      const b = <wui-icon-button aria-label="Close" icon="close" />;
      const c = <wui-text-input placeholder={'Search wallets'} />;
      const d = <p>{busy ? 'Loading' : strings.done}</p>;
      const e = <wui-button label={\`Pay \${amount}\`} />;
      const f = <img alt="Wallet logo" />;
      const g = <wui-list-item tag={installed ? strings.installed : 'Recent'} />;`;
    expect(texts('view.tsx', view)).toEqual([
      'Hello there',
      'Close',
      'Search wallets',
      'Loading',
      'Pay',
      'Wallet logo',
      'Recent',
    ]);
  });

  test('the strings issue 22c moved are caught in their old shape', () => {
    // src/connectors/auth/frame-host.ts, src/stores/transactions.ts before the move.
    expect(texts('frame-host.ts', "iframe.title = 'Secure wallet';")).toEqual(['Secure wallet']);
    expect(texts('transactions.ts', "showError('Failed to fetch transactions');")).toEqual([
      'Failed to fetch transactions',
    ]);
    expect(texts('x.ts', "node.setAttribute('aria-label', 'Copy link');")).toEqual(['Copy link']);
    expect(texts('x.ts', "showSuccess(copied ? 'Link copied' : strings.failed);")).toEqual(['Link copied']);
  });

  test('catalogue reads, brand names, test ids, classes and symbols pass', () => {
    const view = `
      const a = <p class="balance unavailable" data-testid="w3m-account-balance">{strings.balance}</p>;
      const b = <wui-text>WalletConnect</wui-text>;
      const c = <span aria-hidden="true">·</span>;
      const d = <wui-icon-button aria-label={shell.modal.close} testId="w3m-header-close" />;
      const e = <wui-button label={strings.pay(amount)} variant="accent" />;
      const f = <p>{address} · {'#'}</p>;`;
    expect(texts('view.tsx', view)).toEqual([]);
    expect(texts('x.ts', 'iframe.title = system.secureFrameTitle; showError(error);')).toEqual([]);
  });
});
