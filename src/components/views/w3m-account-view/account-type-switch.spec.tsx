import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { setConnectorType } from '../../../stores/account-connection';
import { patchAccount } from '../../../stores/account';
import type { EmbeddedAccountTypes } from '../../../stores/embedded-account';

const setEmbeddedAccountTypes = (types: EmbeddedAccountTypes | undefined) =>
  patchAccount('eip155', { embeddedAccountTypes: types });
import { openModal } from '../../../stores/modal';
import { byTestId, connectDevAccount, resetViewStores } from '../view-spec-kit';
import { W3mAccountView } from './w3m-account-view';

beforeEach(() => {
  resetViewStores();
  connectDevAccount();
});
afterEach(() => {
  resetViewStores();
});

async function render(): Promise<SpecPage> {
  openModal();
  return newSpecPage({ components: [W3mAccountView], html: '<w3m-account-view></w3m-account-view>' });
}

describe('w3m-account-view: switch to EOA / smart account (SPEC §3)', () => {
  test('an email login with both accounts here offers the other type', async () => {
    setConnectorType('eip155', 'AUTH');
    setEmbeddedAccountTypes({ available: ['smartAccount', 'eoa'], active: 'smartAccount' });
    const page = await render();
    expect(byTestId(page, 'w3m-account-switch-type')?.textContent).toContain('Switch to EOA');
    setEmbeddedAccountTypes({ available: ['smartAccount', 'eoa'], active: 'eoa' });
    await page.waitForChanges();
    expect(byTestId(page, 'w3m-account-switch-type')?.textContent).toContain('Switch to smart account');
  });

  test('no switch where only the EOA exists (a chain without a bundler)', async () => {
    setConnectorType('eip155', 'AUTH');
    setEmbeddedAccountTypes({ available: ['eoa'], active: 'eoa' });
    const page = await render();
    expect(byTestId(page, 'w3m-account-switch-type')).toBeNull();
  });

  test('no switch for an extension or WalletConnect wallet', async () => {
    setConnectorType('eip155', 'INJECTED');
    setEmbeddedAccountTypes({ available: ['smartAccount', 'eoa'], active: 'smartAccount' });
    const page = await render();
    expect(byTestId(page, 'w3m-account-switch-type')).toBeNull();
  });
});
