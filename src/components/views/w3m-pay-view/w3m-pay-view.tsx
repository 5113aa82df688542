import { Component, Host, State, h } from '@stencil/core';
import {
  formatPayAmount,
  paymentReadiness,
  paymentSwapOptions,
  planPayment,
  sendPayment,
  swapThenPay,
  toPayError,
  type PaymentPlan,
  type PaymentReadiness,
  type PaymentSwapOption,
} from '../../../appkit/pay-flow';
import { pay as strings } from '../../../locales/en/pay';
import { $accounts } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { returnHereAfterConnect } from '../../../stores/connect-return';
import { switchNetwork } from '../../../stores/network-switch';
import { failPayment, notePaymentRequest, settlePayment } from '../../../stores/pay';
import { parsePayArguments } from '../../../stores/pay-arguments';
import { PayError, type PayArguments, type PayResult } from '../../../stores/pay-types';
import { $router, push, reset } from '../../../stores/router';
import { showSuccess } from '../../../stores/snackbar';
import { StoreSubscriptions } from '../../store-subscriptions';

type Step = 'loading' | 'idle' | 'paying';

interface PayViewState {
  readiness: PaymentReadiness | undefined;
  plan: PaymentPlan | undefined;
  options: PaymentSwapOption[] | undefined;
  /** The swap option picked. */
  chosen: number;
  step: Step;
  error: string | undefined;
}

const FRESH: PayViewState = {
  readiness: undefined,
  plan: undefined,
  options: undefined,
  chosen: 0,
  step: 'loading',
  error: undefined,
};

/**
 * The Pay view (SPEC §3 pay, `features.pay`): shows a payment request (amount, asset, recipient,
 * network) and pays it from the connected wallet. Short of the asset, it offers to swap a token
 * the account holds for the missing part first (through the swap source). The outcome settles the
 * host's `pay()` promise and is emitted as PAY_SUCCESS or PAY_ERROR.
 */
@Component({ tag: 'w3m-pay-view', styleUrl: 'w3m-pay-view.css', shadow: true })
export class W3mPayView {
  private readonly subscriptions = new StoreSubscriptions();
  private request: (PayArguments & { amount: string }) | undefined;
  private args: unknown;
  private planned = '';

  /** Everything the view shows, in one state (one loader-table entry). */
  @State() ui: PayViewState = { ...FRESH };

  connectedCallback(): void {
    // A new request (pay() or open while Pay is already shown) starts the view over.
    this.subscriptions.watch($router, (router) => {
      const args = router.data?.arguments;
      if (router.view === 'Pay' && args !== this.args) this.start(args);
    });
    const update = (): void => void this.update();
    this.subscriptions.watch($chain, update);
    this.subscriptions.watch($accounts, update);
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private start(args: unknown): void {
    this.args = args;
    this.request = undefined;
    this.planned = '';
    this.ui = { ...FRESH };
    try {
      this.request = parsePayArguments(args);
      notePaymentRequest(this.request);
    } catch (error) {
      this.fail(toPayError(error));
      return;
    }
    void this.update();
  }

  private patch(change: Partial<PayViewState>): void {
    this.ui = { ...this.ui, ...change };
  }

  private fail(error: PayError): void {
    this.patch({ error: error.message, step: 'idle' });
    failPayment(error);
  }

  /** Re-reads readiness, and once connected on the right network, the plan (once per account and network). */
  private async update(): Promise<void> {
    const request = this.request;
    if (!request) return;
    const readiness = paymentReadiness(request);
    this.patch({ readiness });
    if (readiness.kind === 'unknown-network') {
      this.fail(new PayError('invalid-request', strings.errors.unknownNetwork(String(request.network))));
      return;
    }
    if (readiness.kind !== 'ready') return;
    const key = `${$chain.get().activeNetwork?.caipNetworkId ?? ''}|${$accounts.get().eip155.address ?? ''}`;
    if (key === this.planned) return;
    this.planned = key;
    this.patch({ step: 'loading' });
    try {
      const plan = await planPayment(request);
      const options = plan.balance >= plan.amount ? [] : await paymentSwapOptions(plan);
      if (this.request !== request) return; // a newer request took over meanwhile
      this.patch({ plan, options, step: 'idle' });
      if (plan.balance < plan.amount && options.length === 0) {
        this.fail(
          new PayError('insufficient-funds', strings.errors.noSwap(formatPayAmount(plan.amount, plan.token))),
        );
      }
    } catch (error) {
      if (this.request === request) this.fail(toPayError(error));
    }
  }

  private async run(action: () => Promise<PayResult>): Promise<void> {
    const plan = this.ui.plan;
    if (!plan) return;
    this.patch({ step: 'paying', error: undefined });
    try {
      const result = await action();
      settlePayment(result);
      showSuccess(strings.paid(formatPayAmount(plan.amount, plan.token)));
      reset('Account');
    } catch (error) {
      this.fail(toPayError(error, plan.token.symbol));
    }
  }

  private readonly onPay = (): void => {
    const plan = this.ui.plan;
    if (plan) void this.run(async () => ({ hash: await sendPayment(plan) }));
  };

  private readonly onSwapAndPay = (): void => {
    const plan = this.ui.plan;
    const option = this.ui.options?.[this.ui.chosen];
    if (plan && option) void this.run(() => swapThenPay(plan, option));
  };

  /** Connect first; once connected the modal comes back here with the same request. */
  private readonly onConnect = (): void => {
    returnHereAfterConnect();
    push('Connect');
  };

  private readonly onSwitch = (): void => {
    if (this.ui.readiness?.kind !== 'switch') return;
    switchNetwork(this.ui.readiness.network).catch((error: unknown) => {
      this.patch({ error: toPayError(error).message });
    });
  };

  private summary() {
    const request = this.request;
    const plan = this.ui.plan;
    if (!request) return null;
    return (
      <dl class="details">
        <dt>{strings.request}</dt>
        <dd data-testid="w3m-pay-amount">
          {plan ? formatPayAmount(plan.amount, plan.token) : `${request.amount} ${request.asset}`}
        </dd>
        <dt>{strings.to}</dt>
        <dd data-testid="w3m-pay-recipient">{request.recipient}</dd>
        <dt>{strings.network}</dt>
        <dd data-testid="w3m-pay-network">{plan?.network.name ?? request.network ?? ''}</dd>
      </dl>
    );
  }

  private swapChoices(plan: PaymentPlan, options: PaymentSwapOption[]) {
    const busy = this.ui.step !== 'idle';
    return [
      <wui-text variant="small" color="secondary">
        {strings.swapFirst(plan.token.symbol)}
      </wui-text>,
      <div class="options" role="group" aria-label={strings.swapAndPay}>
        {options.map((option, index) => (
          <wui-list-item
            key={option.from.address}
            label={strings.swapOption(
              formatPayAmount(option.quote.amountIn, option.from),
              formatPayAmount(option.quote.amountOutMin, plan.token),
            )}
            selected={index === this.ui.chosen}
            disabled={busy}
            testId={`w3m-pay-swap-option-${option.from.symbol}`}
            onClick={() => this.patch({ chosen: index })}
          ></wui-list-item>
        ))}
      </div>,
      <wui-button
        fullWidth
        loading={this.ui.step === 'paying'}
        disabled={busy}
        testId="w3m-pay-swap-confirm"
        onClick={this.onSwapAndPay}
      >
        {this.ui.step === 'paying' ? strings.swapping : strings.swapAndPay}
      </wui-button>,
    ];
  }

  private body() {
    const { readiness, plan, options, step } = this.ui;
    if (readiness?.kind === 'connect') {
      return [
        <wui-text variant="small" color="secondary">
          {strings.connect}
        </wui-text>,
        <wui-button fullWidth testId="w3m-pay-connect" onClick={this.onConnect}>
          {strings.connectButton}
        </wui-button>,
      ];
    }
    if (readiness?.kind === 'switch') {
      return (
        <wui-button fullWidth testId="w3m-pay-switch" onClick={this.onSwitch}>
          {strings.switchNetwork(readiness.network.name)}
        </wui-button>
      );
    }
    if (!plan || !options) {
      return step === 'loading' && !this.ui.error ? (
        <wui-text variant="small" color="secondary" data-testid="w3m-pay-loading">
          {strings.loading}
        </wui-text>
      ) : null;
    }
    const balance = (
      <wui-text variant="small" color="secondary" data-testid="w3m-pay-balance">
        {strings.balance(formatPayAmount(plan.balance, plan.token))}
      </wui-text>
    );
    if (plan.balance >= plan.amount) {
      return [
        balance,
        <wui-button
          fullWidth
          loading={step === 'paying'}
          disabled={step !== 'idle'}
          testId="w3m-pay-confirm"
          onClick={this.onPay}
        >
          {step === 'paying' ? strings.paying : strings.confirm(formatPayAmount(plan.amount, plan.token))}
        </wui-button>,
      ];
    }
    return options.length > 0 ? [balance, ...this.swapChoices(plan, options)] : balance;
  }

  render() {
    return (
      <Host>
        <div class="view">
          {this.summary()}
          {this.body()}
          <p class="error" role={this.ui.error ? 'alert' : undefined} data-testid="w3m-pay-error">
            {this.ui.error ?? ''}
          </p>
        </div>
      </Host>
    );
  }
}
