// Runs in a bare Node process (no DOM): createAppKit at module scope, then renderToString.
import { storageAccesses, presentBrowserGlobals } from './server-guards';
import { renderToString } from 'react-dom/server';
import { version } from 'react';
import { createAppKit } from '../../src/index';
import { generatedComponents, Page } from './page';

createAppKit({ themeMode: 'light' });
const html = renderToString(<Page />);

/** What the test reads from this process's stdout. */
const report = {
  reactVersion: version,
  html,
  components: generatedComponents.map(([name, tag]) => ({ name, tag })),
  browserGlobals: presentBrowserGlobals(),
  storageAccesses,
};
process.stdout.write(JSON.stringify(report));
