// The Angular host: built ahead of time (ngc, then esbuild with Angular's linker), zoneless, and
// using the raw custom elements, so it runs under the demo server's CSP (no eval, no JIT).
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { createAppKit } from 'w3m-elements';
import { defineCustomElement as defineButton } from 'w3m-elements/dist/components/w3m-button.js';
import { defineCustomElement as defineModal } from 'w3m-elements/dist/components/w3m-modal.js';
import { localStackOptions } from '../vue/stack-options';
import { APP_KIT } from './app-kit-token';
import { HostComponent } from './host.component';

defineButton();
defineModal();
const kit = createAppKit(await localStackOptions());
await bootstrapApplication(HostComponent, {
  providers: [provideZonelessChangeDetection(), { provide: APP_KIT, useValue: kit }],
});
