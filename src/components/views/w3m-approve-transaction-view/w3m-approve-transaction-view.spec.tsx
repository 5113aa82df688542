import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { $modal, closeModal, openModal } from '../../../stores/modal';
import { trackPendingRequest } from '../../../stores/pending-requests';
import { pushTransactionStack } from '../../../stores/router';
import { requireTestId, resetViewStores, shadowOf } from '../view-spec-kit';
import { W3mApproveTransactionView } from './w3m-approve-transaction-view';

const untrack: Array<() => void> = [];

beforeEach(() => resetViewStores());
afterEach(() => {
  untrack.splice(0).forEach((stop) => stop());
  resetViewStores();
});

async function render(): Promise<SpecPage> {
  openModal({ view: 'ApproveTransaction' });
  return newSpecPage({
    components: [W3mApproveTransactionView],
    html: '<w3m-approve-transaction-view></w3m-approve-transaction-view>',
  });
}

describe('w3m-approve-transaction-view', () => {
  test('a busy region with a spinner and "Approve in your wallet"; no approve button of its own', async () => {
    const page = await render();
    const view = requireTestId(page, 'w3m-approve-transaction-view');
    const region = view.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Secure approval area');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelector('wui-spinner')!.getAttribute('label')).toBe('Waiting for approval');
    expect(region.querySelector('wui-text')!.textContent).toBe('Approve in your wallet');
    expect(shadowOf(page).querySelector('wui-button, button')).toBeNull();
  });

  test('the summary names the network and how many requests wait', async () => {
    untrack.push(trackPendingRequest(() => undefined));
    const page = await render();
    const summary = requireTestId(page, 'w3m-approve-transaction-summary');
    expect([...summary.querySelectorAll('wui-tag')].map((tag) => tag.textContent)).toEqual([
      '1 request waiting',
      'Localhost',
    ]);
    untrack.push(trackPendingRequest(() => undefined));
    pushTransactionStack({ goBack: true }); // any router change re-reads the count
    await page.waitForChanges();
    expect(summary.querySelector('wui-tag')!.textContent).toBe('2 requests waiting');
  });

  test('with nothing pending only the network is named', async () => {
    const page = await render();
    const tags = requireTestId(page, 'w3m-approve-transaction-summary').querySelectorAll('wui-tag');
    expect([...tags].map((tag) => tag.textContent)).toEqual(['Localhost']);
    closeModal();
    expect($modal.get().open).toBe(false);
  });
});
