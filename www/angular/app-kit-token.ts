import { InjectionToken } from '@angular/core';
import type { AppKit } from 'w3m-elements';

/** The instance createAppKit returned, provided at bootstrap. */
export const APP_KIT = new InjectionToken<AppKit>('w3m AppKit instance');
