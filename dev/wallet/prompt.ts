import type { ApprovalRequest, Approver } from './approver';
import { DEV_WALLET_ICON } from './icon';
import { PROMPT_CSS } from './prompt-styles';

/** The tag of the prompt's host element (a shadow root holds everything inside). */
export const PROMPT_TAG = 'dev-wallet-prompt';

interface Pending {
  request: ApprovalRequest;
  resolve: (approved: boolean) => void;
}

/** Resolves once document.body exists (the wallet may be injected before the page is parsed). */
function bodyReady(doc: Document): Promise<HTMLElement> {
  if (doc.body) return Promise.resolve(doc.body);
  return new Promise((resolve) => {
    const check = (): void => {
      if (!doc.body) return;
      doc.removeEventListener('DOMContentLoaded', check);
      resolve(doc.body);
    };
    doc.addEventListener('DOMContentLoaded', check);
  });
}

/** Puts the stylesheet into the shadow root: a constructed sheet (not subject to CSP), else a <style>. */
function applyStyles(doc: Document, root: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(PROMPT_CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = doc.createElement('style');
    style.textContent = PROMPT_CSS;
    root.append(style);
  }
}

/**
 * The in-page approve / reject prompt: a non-modal dialog fixed at the bottom right that shows one
 * request at a time (method, origin and a summary) and queues the rest.
 */
export class PromptApprover implements Approver {
  private readonly queue: Pending[] = [];
  private host: HTMLElement | undefined;
  private showing = false;

  constructor(private readonly doc: Document) {}

  approve(request: ApprovalRequest): Promise<boolean> {
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      if (this.showing) this.refreshQueueCount();
      else void this.showNext();
    });
  }

  private async showNext(): Promise<void> {
    const next = this.queue[0];
    if (!next) {
      this.host?.remove();
      this.host = undefined;
      return;
    }
    this.showing = true;
    const root = await this.shadowRoot();
    root.querySelector('.card')?.remove();
    root.append(this.renderCard(next));
  }

  private async shadowRoot(): Promise<ShadowRoot> {
    if (this.host?.shadowRoot && this.host.isConnected) return this.host.shadowRoot;
    const body = await bodyReady(this.doc);
    const host = this.doc.createElement(PROMPT_TAG);
    const root = host.attachShadow({ mode: 'open' });
    applyStyles(this.doc, root);
    body.append(host);
    this.host = host;
    return root;
  }

  private finish(card: HTMLElement, approved: boolean): void {
    card.remove();
    const done = this.queue.shift();
    this.showing = false;
    done?.resolve(approved);
    void this.showNext();
  }

  private refreshQueueCount(): void {
    const label = this.host?.shadowRoot?.querySelector('.queue');
    if (label) label.textContent = this.queueText();
  }

  private queueText(): string {
    const waiting = this.queue.length - 1;
    return waiting > 0 ? `${waiting} more waiting` : '';
  }

  private renderCard({ request }: Pending): HTMLElement {
    const doc = this.doc;
    const make = <K extends keyof HTMLElementTagNameMap>(
      tag: K,
      className?: string,
      text?: string,
    ): HTMLElementTagNameMap[K] => {
      const element = doc.createElement(tag);
      if (className) element.className = className;
      if (text !== undefined) element.textContent = text;
      return element;
    };

    const card = make('section', 'card');
    let settled = false;
    // One answer per card, however many clicks arrive before it is gone.
    const settle = (approved: boolean): void => {
      if (settled) return;
      settled = true;
      this.finish(card, approved);
    };
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-modal', 'false');
    card.setAttribute('aria-labelledby', 'dev-wallet-title');
    card.setAttribute('aria-describedby', 'dev-wallet-origin');
    card.dataset.testid = 'dev-wallet-prompt';
    card.dataset.method = request.method;

    const brand = make('div', 'brand');
    const icon = make('img');
    icon.src = DEV_WALLET_ICON;
    icon.alt = '';
    brand.append(icon, make('span', undefined, 'Dev Wallet'), make('span', 'queue', this.queueText()));

    const title = make('h2', undefined, request.title);
    title.id = 'dev-wallet-title';
    const origin = make('p', 'origin', `${doc.location?.origin ?? 'unknown origin'} asks: ${request.method}`);
    origin.id = 'dev-wallet-origin';

    const details = make('dl');
    for (const { label, value } of request.details)
      details.append(make('dt', undefined, label), make('dd', undefined, value));

    const reject = make('button', 'reject', 'Reject');
    reject.type = 'button';
    reject.dataset.testid = 'dev-wallet-reject';
    reject.setAttribute('aria-label', `Reject ${request.method}`);
    reject.addEventListener('click', () => settle(false));
    const approve = make('button', 'approve', 'Approve');
    approve.type = 'button';
    approve.dataset.testid = 'dev-wallet-approve';
    approve.setAttribute('aria-label', `Approve ${request.method}`);
    approve.addEventListener('click', () => settle(true));
    const actions = make('div', 'actions');
    actions.append(reject, approve);

    card.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        settle(false);
      }
    });
    card.append(brand, title, origin, details, actions);
    return card;
  }
}
