// The Angular host: built ahead of time (ngc, then esbuild with Angular's linker), zoneless, and
// using the raw custom elements, so it runs under the demo server's CSP (no eval, no JIT).
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { createAppKit } from 'w3m-elements';
import { localStackOptions } from '../vue/stack-options';
import { APP_KIT } from './app-kit-token';
import { HostComponent } from './host.component';

const kit = createAppKit(await localStackOptions());
await bootstrapApplication(HostComponent, {
  providers: [provideZonelessChangeDetection(), { provide: APP_KIT, useValue: kit }],
});
