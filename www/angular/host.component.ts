import {
  ChangeDetectionStrategy,
  Component,
  CUSTOM_ELEMENTS_SCHEMA,
  inject,
  signal,
  type OnDestroy,
} from '@angular/core';
import { APP_KIT } from './app-kit-token';

/** The Angular host page: the raw elements (custom-elements schema) and the connected address. */
@Component({
  selector: 'angular-host',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <main>
      <h1>Angular host</h1>
      <nav>
        <a href="/">React</a>
        <a href="/html/">Plain HTML</a>
        <a href="/vue/">Vue</a>
      </nav>
      <w3m-button></w3m-button>
      <w3m-modal></w3m-modal>
      <p data-testid="angular-address">{{ address() ?? 'Not connected' }}</p>
    </main>
  `,
})
export class HostComponent implements OnDestroy {
  private readonly kit = inject(APP_KIT);
  /** The eip155 address while connected; a signal, so zoneless change detection sees each update. */
  protected readonly address = signal(this.kit.getAccount('eip155').address);
  private readonly stop = this.kit.subscribeAccount(() =>
    this.address.set(this.kit.getAccount('eip155').address),
  );

  ngOnDestroy(): void {
    this.stop();
  }
}
