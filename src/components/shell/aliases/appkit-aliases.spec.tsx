import { newSpecPage } from '@stencil/core/testing';
import { AppkitAccountButton } from './appkit-account-button/appkit-account-button';
import { AppkitButton } from './appkit-button/appkit-button';
import { AppkitConnectButton } from './appkit-connect-button/appkit-connect-button';
import { AppkitModal } from './appkit-modal/appkit-modal';
import { AppkitNetworkButton } from './appkit-network-button/appkit-network-button';
import { W3mButton } from '../w3m-button/w3m-button';
import { W3mConnectButton } from '../w3m-connect-button/w3m-connect-button';

type Props = Record<string, unknown>;
const inner = (root: HTMLElement, tag: string): Props =>
  root.shadowRoot!.querySelector(tag) as unknown as Props;

describe('appkit-* aliases', () => {
  test('appkit-button forwards every attribute to w3m-button', async () => {
    const page = await newSpecPage({
      components: [AppkitButton, W3mButton, W3mConnectButton],
      html: '<appkit-button size="sm" label="Go" loading-label="Wait" balance="hide" chars-start="3" chars-end="2" namespace="eip155" disabled></appkit-button>',
    });
    expect(inner(page.root!, 'w3m-button')).toMatchObject({
      size: 'sm',
      label: 'Go',
      loadingLabel: 'Wait',
      balance: 'hide',
      charsStart: 3,
      charsEnd: 2,
      namespace: 'eip155',
      disabled: true,
    });
  });

  test('unset labels keep the inner element defaults (in the active locale)', async () => {
    const page = await newSpecPage({
      components: [AppkitConnectButton, W3mConnectButton],
      html: '<appkit-connect-button></appkit-connect-button>',
    });
    const element = page.root!.shadowRoot!.querySelector('w3m-connect-button')!;
    const props = element as unknown as Props;
    expect(props.label).toBeUndefined();
    expect(props.loadingLabel).toBeUndefined();
    expect(element.shadowRoot!.querySelector('button')!.textContent).toContain('Connect Wallet');
  });

  test('the other aliases render their w3m-* element', async () => {
    for (const [component, html, tag] of [
      [
        AppkitAccountButton,
        '<appkit-account-button balance="hide"></appkit-account-button>',
        'w3m-account-button',
      ],
      [
        AppkitNetworkButton,
        '<appkit-network-button size="sm"></appkit-network-button>',
        'w3m-network-button',
      ],
      [AppkitModal, '<appkit-modal></appkit-modal>', 'w3m-modal'],
    ] as const) {
      const page = await newSpecPage({ components: [component], html });
      expect(page.root!.shadowRoot!.querySelector(tag)).not.toBeNull();
    }
  });
});
