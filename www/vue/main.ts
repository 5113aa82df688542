// A Vue 3 host using the raw custom elements. Render functions keep it CSP-safe: Vue's
// runtime template compiler needs 'unsafe-eval', which this project's pages forbid.
import { createApp, defineComponent, h, onMounted, onUnmounted, ref } from 'vue';
import { createAppKit, type AppKit } from 'w3m-elements';
import { localStackOptions } from './stack-options';

/** The page: the button, the modal and the connected address, kept current from the instance. */
const HostApp = defineComponent({
  props: { kit: { type: Object as () => AppKit, required: true } },
  setup({ kit }) {
    const address = ref(kit.getAccount('eip155').address);
    let stop: (() => void) | undefined;
    onMounted(() => {
      stop = kit.subscribeAccount(() => (address.value = kit.getAccount('eip155').address));
    });
    onUnmounted(() => stop?.());
    return () =>
      h('main', [
        h('h1', 'Vue host'),
        h('nav', [
          h('a', { href: '/' }, 'React'),
          h('a', { href: '/html/' }, 'Plain HTML'),
          h('a', { href: '/angular/' }, 'Angular'),
        ]),
        h('w3m-button'),
        h('w3m-modal'),
        h('p', { 'data-testid': 'vue-address' }, address.value ?? 'Not connected'),
      ]);
  },
});

const kit = createAppKit(await localStackOptions({ email: true }));
const app = createApp(HostApp, { kit });
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('w3m-') || tag.startsWith('appkit-');
app.mount('#app');
