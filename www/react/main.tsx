import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { W3mButton, W3mModal } from 'w3m-react';
import { createDemoKit, type DemoKit } from './demo-kit';
import { EvmPanel } from './evm-panel';
import { HooksPanel } from './hooks-panel';
import { LocalStackPanel } from './local-stack-panel';
import { SiwxPanel } from './siwx-panel';
import { SmartAccountPanel } from './smart-account-panel';

function App({ demo }: { demo: DemoKit }) {
  return (
    <main>
      <h1>w3m-elements</h1>
      <nav>
        <a href="/html/">Plain HTML</a>
        <a href="/vue/">Vue</a>
      </nav>
      <W3mButton />
      <W3mModal />
      <EvmPanel kit={demo.kit} config={demo.config} />
      <SmartAccountPanel kit={demo.kit} config={demo.config} />
      <HooksPanel />
      {new URLSearchParams(window.location.search).has('siwx') ? <SiwxPanel /> : null}
      <LocalStackPanel />
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');
// The kit needs the stack's RPC URLs (dev-config.json) before it starts.
void createDemoKit().then((demo) =>
  createRoot(root).render(
    <StrictMode>
      <App demo={demo} />
    </StrictMode>,
  ),
);
