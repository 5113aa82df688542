import { newSpecPage } from '@stencil/core/testing';
import { $modal, closeModal, openModal } from '../../../stores/modal';
import { reset } from '../../../stores/router';
import { setThemeMode } from '../../../stores/theme';
import { W3mHeader } from '../w3m-header/w3m-header';
import { W3mModalDialog } from '../w3m-modal-dialog/w3m-modal-dialog';
import { W3mModal } from './w3m-modal';

afterEach(() => {
  closeModal();
  reset('Connect');
  setThemeMode('dark');
});

const dialogOf = (root: HTMLElement) => root.shadowRoot!.querySelector('[role="dialog"]');

describe('w3m-modal', () => {
  test('renders nothing while closed; open: a modal dialog labelled by the header title', async () => {
    const page = await newSpecPage({
      components: [W3mModal, W3mModalDialog, W3mHeader],
      html: '<w3m-modal></w3m-modal>',
    });
    expect(dialogOf(page.root!)).toBeNull();
    openModal();
    await page.waitForChanges();
    const dialog = dialogOf(page.root!)!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-testid')).toBe('w3m-modal-card');
    const title = page.root!.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Connect Wallet');
  });

  test('the card holds the header, alert bar, router and snackbar (not statically defined)', async () => {
    const page = await newSpecPage({
      components: [W3mModal, W3mModalDialog],
      html: '<w3m-modal></w3m-modal>',
    });
    openModal();
    await page.waitForChanges();
    const card = dialogOf(page.root!)!;
    for (const tag of ['w3m-header', 'w3m-alert-bar', 'w3m-router', 'w3m-snackbar']) {
      expect(card.querySelector(tag)).not.toBeNull();
    }
  });

  test('a close request from the header closes and emits w3mClose', async () => {
    const page = await newSpecPage({
      components: [W3mModal, W3mModalDialog],
      html: '<w3m-modal></w3m-modal>',
    });
    openModal();
    await page.waitForChanges();
    const closes = jest.fn();
    page.root!.addEventListener('w3mClose', closes);
    dialogOf(page.root!)!
      .querySelector('w3m-header')!
      .dispatchEvent(new CustomEvent('w3mCloseRequest', { bubbles: true, composed: true }));
    await page.waitForChanges();
    expect(closes).toHaveBeenCalledTimes(1);
    expect($modal.get().open).toBe(false);
    expect(dialogOf(page.root!)).toBeNull();
  });

  test('SPEC §4: while closing is disabled (UnsupportedChain) Escape and close requests are refused', async () => {
    const page = await newSpecPage({
      components: [W3mModal, W3mModalDialog],
      html: '<w3m-modal></w3m-modal>',
    });
    openModal({ view: 'UnsupportedChain' });
    await page.waitForChanges();
    const closes = jest.fn();
    page.root!.addEventListener('w3mClose', closes);
    page.doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    dialogOf(page.root!)!.dispatchEvent(
      new CustomEvent('w3mCloseRequest', { bubbles: true, composed: true }),
    );
    await page.waitForChanges();
    expect(closes).not.toHaveBeenCalled();
    expect($modal.get().open).toBe(true);
  });

  test('Escape closes an ordinary view', async () => {
    const page = await newSpecPage({
      components: [W3mModal, W3mModalDialog],
      html: '<w3m-modal></w3m-modal>',
    });
    openModal();
    await page.waitForChanges();
    page.doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await page.waitForChanges();
    expect($modal.get().open).toBe(false);
  });

  test('follows the theme store: dark by default, light when set', async () => {
    const page = await newSpecPage({
      components: [W3mModal, W3mModalDialog],
      html: '<w3m-modal></w3m-modal>',
    });
    expect(page.root!.getAttribute('data-theme')).toBe('dark');
    setThemeMode('light');
    await page.waitForChanges();
    expect(page.root!.getAttribute('data-theme')).toBe('light');
  });

  test('SPEC §2: a modal the host renders replaces the one createAppKit appended, never the reverse', async () => {
    const page = await newSpecPage({
      components: [W3mModal, W3mModalDialog],
      html: '<w3m-modal data-w3m-appended></w3m-modal>',
    });
    expect(page.body.querySelectorAll('w3m-modal')).toHaveLength(1);
    const hostModal = page.doc.createElement('w3m-modal');
    page.body.appendChild(hostModal);
    await page.waitForChanges();
    expect(Array.from(page.body.querySelectorAll('w3m-modal'))).toEqual([hostModal]);
    const lateAppended = page.doc.createElement('w3m-modal');
    lateAppended.setAttribute('data-w3m-appended', '');
    page.body.appendChild(lateAppended);
    await page.waitForChanges();
    expect(page.body.querySelectorAll('w3m-modal')).toHaveLength(2);
  });
});
