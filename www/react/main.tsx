import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { W3mButton, W3mModal, createAppKit } from 'w3m-react';
import { LocalStackPanel } from './local-stack-panel';
import { themeFromUrl } from '../shared/theme-from-url';

createAppKit({ themeMode: themeFromUrl() });

function App() {
  return (
    <main>
      <h1>w3m-elements</h1>
      <nav>
        <a href="/html/">Plain HTML</a>
        <a href="/vue/">Vue</a>
      </nav>
      <W3mButton />
      <W3mModal />
      <LocalStackPanel />
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
