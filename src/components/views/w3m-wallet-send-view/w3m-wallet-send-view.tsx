import { Component, Host, State, h } from '@stencil/core';
import { loadBalances, resolveReceiverName } from '../../../appkit/account-data';
import { money } from '../../../locales/en/money';
import { $chain, type ChainState } from '../../../stores/chain';
import { formatBalance } from '../../../stores/format';
import { push } from '../../../stores/router';
import {
  $send,
  setReceiverAddress,
  setReceiverProfile,
  setToken,
  setTokenAmount,
  type SendState,
} from '../../../stores/send';
import { looksLikeName, sendFormProblem } from '../../../stores/send-form';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { TokenImage } from '../shared/token-image';

/** The Send form's own state. */
interface SendForm {
  amount: string;
  receiver: string;
  /** The user has typed, so problems are shown. */
  touched: boolean;
  /** An ENS name is being resolved. */
  resolving: boolean;
  nameError?: string;
}

/**
 * The Send form (WalletSend): the token to send (picked from the balances), the amount with a
 * Max button, and the receiver (an address, or an ENS name on Ethereum mainnet). The SPEC §5
 * message of the first problem shows once the user has typed, and Preview stays disabled until
 * the form is complete.
 */
@Component({ tag: 'w3m-wallet-send-view', styleUrl: 'w3m-wallet-send-view.css', shadow: true })
export class W3mWalletSendView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() send: SendState = $send.get();
  @State() chain: ChainState = $chain.get();
  /** What the user typed (kept as typed), and the form's progress. */
  @State() form: SendForm = {
    amount: $send.get().sendTokenAmount ?? '',
    receiver: $send.get().receiverAddress ?? '',
    touched: false,
    resolving: false,
  };

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($send, (send) => (this.send = send));
    this.subscriptions.watch($chain, (chain) => (this.chain = chain));
    void this.ensureToken();
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  /** Loads the balances when the picker has none and picks the first (the native coin) by default. */
  private async ensureToken(): Promise<void> {
    let balances = $send.get().tokenBalances;
    if (balances.length === 0) {
      try {
        balances = await loadBalances();
      } catch (error) {
        console.warn('w3m: could not load balances', error);
        return;
      }
    }
    if (!$send.get().token && balances[0]) setToken(balances[0]);
  }

  private names(): boolean {
    return this.chain.activeNetwork?.caipNetworkId === 'eip155:1';
  }

  private problem() {
    return sendFormProblem(
      { token: this.send.token, amount: this.form.amount, receiver: this.form.receiver },
      this.chain.activeNamespace,
      this.names(),
    );
  }

  private readonly onAmount = (event: CustomEvent<string>): void => {
    this.form = { ...this.form, touched: true, amount: event.detail };
    try {
      setTokenAmount(event.detail);
    } catch {
      setTokenAmount(undefined);
    }
  };

  private readonly onReceiver = (event: CustomEvent<string>): void => {
    this.form = { ...this.form, touched: true, nameError: undefined, receiver: event.detail };
    setReceiverAddress(event.detail);
    setReceiverProfile({});
  };

  private readonly onMax = (): void => {
    const token = this.send.token;
    if (!token) return;
    this.form = { ...this.form, touched: true, amount: token.quantity.numeric };
    setTokenAmount(token.quantity.numeric);
  };

  private readonly onPickToken = (): void => push('WalletSendSelectToken');

  private readonly onPreview = async (): Promise<void> => {
    this.form = { ...this.form, touched: true };
    if (this.problem()) return;
    const receiver = this.form.receiver.trim();
    if (this.names() && looksLikeName(receiver)) {
      this.form = { ...this.form, resolving: true };
      let address: string | undefined;
      try {
        address = await resolveReceiverName(receiver);
      } catch (error) {
        console.warn('w3m: could not resolve the name', error);
      }
      this.form = { ...this.form, resolving: false };
      if (!address) {
        this.form = { ...this.form, nameError: money.send.unknownName(receiver) };
        return;
      }
      setReceiverAddress(address);
      setReceiverProfile({ name: receiver });
    }
    push('WalletSendPreview');
  };

  render() {
    const token = this.send.token;
    const problem = this.problem();
    const { amount, receiver, touched, resolving, nameError } = this.form;
    const message = nameError ?? (touched && problem ? money.send[problem] : undefined);
    return (
      <Host>
        <div class="view">
          <wui-list-item
            label={token ? token.symbol : money.send.selectToken}
            description={
              token ? money.send.tokenBalance(formatBalance(token.quantity.numeric, token.symbol)) : undefined
            }
            chevron
            testId="w3m-send-select-token"
            onClick={this.onPickToken}
          >
            {token && <TokenImage slot="image" symbol={token.symbol} iconUrl={token.iconUrl} size="md" />}
          </wui-list-item>
          <div class="amount-row">
            <wui-text-input
              class="grow"
              label={money.send.amountLabel}
              placeholder={money.send.amountPlaceholder}
              value={amount}
              testId="w3m-send-amount-input"
              onWuiInput={this.onAmount}
            ></wui-text-input>
            <wui-button
              variant="secondary"
              size="sm"
              disabled={!token}
              testId="w3m-send-max"
              onClick={this.onMax}
            >
              {money.send.max}
            </wui-button>
          </div>
          <wui-text-input
            label={money.send.addressLabel}
            placeholder={money.send.addressPlaceholder}
            value={receiver}
            testId="w3m-send-address-input"
            onWuiInput={this.onReceiver}
          ></wui-text-input>
          <p class="error" role="alert" data-testid="w3m-send-error">
            {message}
          </p>
          <wui-button
            fullWidth
            disabled={Boolean(problem) || resolving}
            loading={resolving}
            testId="w3m-send-preview-button"
            onClick={this.onPreview}
          >
            {resolving ? money.send.resolving : money.send.preview}
          </wui-button>
        </div>
      </Host>
    );
  }
}
