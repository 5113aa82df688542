import { Component, Host, State, h } from '@stencil/core';
import { shell } from '../../../locales/en/shell';
import { $options, type Features } from '../../../stores/options';
import { $router, type ViewName } from '../../../stores/router';
import { ensureElement } from '../../dom/lazy-element';
import { StoreSubscriptions } from '../../store-subscriptions';
import { preloadViewFiles, resolveView } from './view-tags';

/**
 * Shows the current view of $router. Each view element is rendered through a tag-name variable
 * and its module is imported on demand (see ensureElement), so no view is part of the first paint
 * in either build. A view that fails to load shows a message with a retry button.
 */
@Component({ tag: 'w3m-router', styleUrl: 'w3m-router.css', shadow: true })
export class W3mRouter {
  private readonly subscriptions = new StoreSubscriptions();

  @State() view: ViewName = 'Connect';
  @State() features: Readonly<Features> = $options.get().features;
  @State() failedView: ViewName | undefined;
  /** The view whose element has rendered; until then the body keeps its height and shows that it is loading. */
  @State() readyView: ViewName | undefined;

  connectedCallback(): void {
    this.subscriptions.watch($options, (options) => {
      this.features = options.features;
      this.load();
    });
    this.subscriptions.watch($router, (router) => {
      this.view = router.view;
      this.load();
    });
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private load(): void {
    const view = this.view;
    const resolution = resolveView(view, this.features);
    if (resolution.kind !== 'view') return;
    this.failedView = undefined;
    preloadViewFiles(resolution.entry);
    ensureElement(resolution.entry.tag, resolution.entry.load).catch(() => {
      if (this.view === view) this.failedView = view;
    });
  }

  private readonly onRetry = (): void => this.load();

  /** Marks the view ready once its element has rendered (defined first, in the custom-elements build). */
  private readonly watchReady = (element?: HTMLElement): void => {
    const view = this.view;
    if (!element || this.readyView === view) return;
    const tag = element.tagName.toLowerCase();
    void customElements
      .whenDefined(tag)
      .then(() =>
        (element as HTMLElement & { componentOnReady?: () => Promise<unknown> }).componentOnReady?.(),
      )
      .then(() => {
        if (this.view === view) this.readyView = view;
      });
  };

  private renderBody() {
    const resolution = resolveView(this.view, this.features);
    if (resolution.kind === 'unavailable') {
      return <p class="message">{shell.router.unavailable}</p>;
    }
    if (this.failedView === this.view) {
      return (
        <div class="message" role="alert">
          <p>{shell.router.loadFailed}</p>
          <button type="button" class="retry" onClick={this.onRetry}>
            {shell.router.retry}
          </button>
        </div>
      );
    }
    // A variable tag: Stencil does not add it to this component's static dependencies.
    const Tag = resolution.entry.tag;
    return <Tag ref={this.watchReady} />;
  }

  render() {
    return (
      <Host data-view={this.view}>
        <div
          class={{ view: true, loading: this.readyView !== this.view && this.failedView !== this.view }}
          key={this.view}
          aria-busy={this.readyView === this.view ? undefined : 'true'}
          aria-label={this.readyView === this.view ? undefined : shell.router.loading}
        >
          {this.renderBody()}
        </div>
      </Host>
    );
  }
}
