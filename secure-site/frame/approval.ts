// The approve/reject screen for not-safe requests (SPEC §6). It renders inside the frame, on the
// secure site's origin, so a script on the host page can neither press its buttons nor fake it.
import { describeSendCalls, describeUserOperation, formatEther } from './calls-summary';
import { formatNumber, localeSettled, t } from './i18n';
import type { FrameStringKey } from './locales/types';

/** A request waiting for the user's decision. */
export interface ApprovalRequest {
  method: string;
  params: unknown;
}

const TITLES: Record<string, FrameStringKey> = {
  personal_sign: 'titleSignMessage',
  eth_sign: 'titleSignMessage',
  eth_signTypedData_v4: 'titleSignData',
  eth_sendTransaction: 'titleSendTransaction',
  wallet_sendCalls: 'titleSendCalls',
  eth_sendUserOperation: 'titleSendUserOperation',
};

/** Rows whose values are addresses, amounts or hex: shown left to right in every locale. */
const TECHNICAL_LABELS: readonly FrameStringKey[] = [
  'labelTo',
  'labelAmount',
  'labelData',
  'labelFrom',
  'labelGasPaidBy',
  'labelRequest',
];

const first = (params: unknown, index = 0): unknown => (Array.isArray(params) ? params[index] : undefined);

function hexToText(hex: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return hex;
  const bytes = new Uint8Array((hex.length - 2) / 2).map((_, i) =>
    Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16),
  );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return hex;
  }
}

const weiToEther = (value: unknown): string => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return formatNumber(0);
  return formatNumber(formatEther(BigInt(value)));
};

/** What the screen lists about a request: label/value rows. */
export function describeRequest(request: ApprovalRequest): Array<[string, string]> {
  const { method, params } = request;
  if (method === 'personal_sign') {
    const message = first(params);
    return [[t('labelMessage'), typeof message === 'string' ? hexToText(message) : '']];
  }
  if (method === 'eth_signTypedData_v4') {
    const raw = first(params, 1);
    try {
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        primaryType?: unknown;
        domain?: { name?: unknown };
        message?: unknown;
      };
      return [
        [t('labelApp'), String(typed.domain?.name ?? '')],
        [t('labelType'), String(typed.primaryType ?? '')],
        [t('labelData'), JSON.stringify(typed.message ?? {}, null, 2).slice(0, 2000)],
      ];
    } catch {
      return [[t('labelData'), String(raw).slice(0, 2000)]];
    }
  }
  if (method === 'eth_sendTransaction') {
    const tx = (first(params) ?? {}) as { to?: unknown; value?: unknown; data?: unknown };
    const rows: Array<[string, string]> = [
      [t('labelTo'), typeof tx.to === 'string' ? tx.to : t('newContract')],
      [t('labelAmount'), `${weiToEther(tx.value)} ETH`],
    ];
    if (typeof tx.data === 'string' && tx.data !== '0x') rows.push([t('labelData'), tx.data.slice(0, 200)]);
    return rows;
  }
  if (method === 'wallet_sendCalls') return describeSendCalls(params);
  if (method === 'eth_sendUserOperation') return describeUserOperation(params);
  return [[t('labelRequest'), JSON.stringify(params ?? []).slice(0, 2000)]];
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Shows the screen in `root` and resolves true when the user approves, false when they reject;
 * one request at a time (a second waits for the first to be decided).
 */
export class ApprovalScreen {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly root: HTMLElement) {}

  /** Asks the user; the promise settles with their decision. */
  ask(request: ApprovalRequest): Promise<boolean> {
    // A locale switch still loading finishes first, so the screen shows in the host's language.
    const decision = this.queue.then(localeSettled).then(() => this.show(request));
    this.queue = decision.catch(() => undefined);
    return decision;
  }

  private show(request: ApprovalRequest): Promise<boolean> {
    return new Promise((resolve) => {
      const panel = element('section', {
        class: 'approval',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'approval-title',
        'data-testid': 'w3m-frame-approval',
      });
      panel.append(element('h1', { id: 'approval-title' }, t(TITLES[request.method] ?? 'titleOther')));
      const list = element('dl');
      const technical = new Set(TECHNICAL_LABELS.map((key) => t(key)));
      for (const [label, value] of describeRequest(request)) {
        const dir = technical.has(label) ? 'ltr' : 'auto';
        list.append(element('dt', {}, label), element('dd', { dir }, value));
      }
      const actions = element('div', { class: 'actions' });
      const reject = element(
        'button',
        { type: 'button', class: 'secondary', 'data-testid': 'w3m-frame-reject' },
        t('reject'),
      );
      const approve = element(
        'button',
        { type: 'button', class: 'primary', 'data-testid': 'w3m-frame-approve' },
        t('approve'),
      );
      actions.append(reject, approve);
      panel.append(list, actions);
      const finish = (approved: boolean): void => {
        panel.remove();
        document.body.classList.remove('asking');
        resolve(approved);
      };
      reject.addEventListener('click', () => finish(false), { once: true });
      approve.addEventListener('click', () => finish(true), { once: true });
      panel.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') finish(false);
      });
      this.root.replaceChildren(panel);
      document.body.classList.add('asking');
      approve.focus();
    });
  }
}
