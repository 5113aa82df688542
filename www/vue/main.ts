// A Vue 3 host using the raw custom elements. Render functions keep it CSP-safe: Vue's
// runtime template compiler needs 'unsafe-eval', which this project's pages forbid.
import { createApp, h } from 'vue';
import { createAppKit } from 'w3m-elements';
import { defineCustomElement as defineButton } from 'w3m-elements/dist/components/w3m-button.js';
import { defineCustomElement as defineModal } from 'w3m-elements/dist/components/w3m-modal.js';
import { themeFromUrl } from '../shared/theme-from-url';

defineButton();
defineModal();
createAppKit({ themeMode: themeFromUrl() });

const app = createApp({
  render: () =>
    h('main', [
      h('h1', 'Vue host'),
      h('nav', [h('a', { href: '/' }, 'React'), h('a', { href: '/html/' }, 'Plain HTML')]),
      h('w3m-button'),
      h('w3m-modal'),
    ]),
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('w3m-') || tag.startsWith('appkit-');
app.mount('#app');
