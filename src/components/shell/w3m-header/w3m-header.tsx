import { Component, Event, type EventEmitter, Host, State, h } from '@stencil/core';
import { shell } from '../../../locales/en/shell';
import { $closingDisabled } from '../../../stores/modal';
import { $options } from '../../../stores/options';
import { $router, goBack, type ViewName } from '../../../stores/router';
import { StoreSubscriptions } from '../../store-subscriptions';
import { HEADER_TITLE_ID } from '../shell-ids';
import { viewTitle } from '../w3m-router/view-titles';

/**
 * The modal header: back (when there is somewhere to go back to), the current view's title, and
 * close. It is scoped rather than shadowed so its title lives in the modal's shadow tree and the
 * dialog's aria-labelledby can point at it.
 */
@Component({ tag: 'w3m-header', styleUrl: 'w3m-header.css', scoped: true })
export class W3mHeader {
  private readonly subscriptions = new StoreSubscriptions();

  @State() view: ViewName = 'Connect';
  @State() canGoBack = false;
  @State() closingDisabled = false;

  /** Asks the modal to close (the modal applies the closing rules and emits w3mClose). */
  @Event({ eventName: 'w3mCloseRequest', composed: true, bubbles: true })
  w3mCloseRequest!: EventEmitter<void>;

  connectedCallback(): void {
    this.subscriptions.watch($router, (router) => {
      this.view = router.view;
      this.canGoBack = router.history.length > 1;
    });
    this.subscriptions.watch($closingDisabled, (disabled) => (this.closingDisabled = disabled));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private readonly onBack = (): void => goBack();

  private readonly onClose = (): void => {
    this.w3mCloseRequest.emit();
  };

  render() {
    const title = viewTitle(this.view);
    return (
      <Host>
        <div class="side">
          {this.canGoBack && (
            <wui-icon-button
              icon="arrow-left"
              label={shell.modal.back}
              testId="w3m-header-back"
              onClick={this.onBack}
            />
          )}
        </div>
        <h2 id={HEADER_TITLE_ID} class="title" data-testid="w3m-header-text" key={title}>
          {title}
        </h2>
        <div class="side end">
          {/* An embedded modal is part of the page and never closes. */}
          {$options.get().enableEmbedded ? null : (
            <wui-icon-button
              icon="close"
              label={shell.modal.close}
              testId="w3m-header-close"
              disabled={this.closingDisabled}
              onClick={this.onClose}
            />
          )}
        </div>
      </Host>
    );
  }
}
