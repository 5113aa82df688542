import { newSpecPage } from '@stencil/core/testing';
import { patchAccount, resetAccount } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { W3mAccountButtonBody } from '../w3m-account-button-body/w3m-account-button-body';
import { W3mAccountButton } from './w3m-account-button';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

afterEach(() => {
  resetAccount('eip155');
  $chain.setKey('activeNamespace', undefined);
});

describe('w3m-account-button (shell)', () => {
  test('hands every attribute to its body and exports the button part', async () => {
    const page = await newSpecPage({
      components: [W3mAccountButton, W3mAccountButtonBody],
      html: '<w3m-account-button size="sm" balance="hide" chars-start="6" chars-end="2" namespace="eip155" disabled></w3m-account-button>',
    });
    await page.waitForChanges();
    const body = page.root!.shadowRoot!.querySelector('w3m-account-button-body')!;
    expect(body.getAttribute('exportparts')).toBe('button');
    const props = body as unknown as Record<string, unknown>;
    expect([props['size'], props['balance'], props['charsStart'], props['charsEnd']]).toEqual([
      'sm',
      'hide',
      6,
      2,
    ]);
    expect([props['namespace'], props['disabled']]).toEqual(['eip155', true]);
  });

  test('with its body defined: the account button with the shortened address', async () => {
    $chain.setKey('activeNamespace', 'eip155');
    patchAccount('eip155', { caipAddress: `eip155:1:${ADDRESS}`, address: ADDRESS, status: 'connected' });
    const page = await newSpecPage({
      components: [W3mAccountButton, W3mAccountButtonBody],
      html: '<w3m-account-button balance="hide"></w3m-account-button>',
    });
    await page.waitForChanges();
    const body = page.root!.shadowRoot!.querySelector('w3m-account-button-body')!;
    const button = body.shadowRoot!.querySelector('button')!;
    expect(button.getAttribute('data-testid')).toBe('account-button');
    expect(button.querySelector('.who')!.textContent).toBe('0xf3…b92266');
  });
});
