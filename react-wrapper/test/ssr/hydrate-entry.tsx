// Runs in Chromium over the server's markup: the same createAppKit call and page, hydrated.
import { version } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppKit } from '../../src/index';
import { Page } from './page';

/** What the test reads back from the page. */
interface HydrationProbe {
  reactVersion: string;
  hydrated: boolean;
  recoverableErrors: string[];
}

const probe: HydrationProbe = { reactVersion: version, hydrated: false, recoverableErrors: [] };
(window as unknown as { hydrationProbe: HydrationProbe }).hydrationProbe = probe;

createAppKit({ themeMode: 'light' });
const root = document.getElementById('root');
if (!root) throw new Error('The SSR page has no #root');
hydrateRoot(
  root,
  <Page
    onHydrated={() => {
      probe.hydrated = true;
    }}
  />,
  {
    onRecoverableError: (error) => probe.recoverableErrors.push(String(error)),
  },
);
