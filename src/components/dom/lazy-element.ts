import { BUILD } from '@stencil/core/internal/app-data';
import { defineLateTags } from './late-tags';

/** Loads the module of one element; it resolves to that module's exports. */
export type ElementLoader = () => Promise<unknown>;

/** What a module of the custom-elements build exports beside the class (Stencil adds it). */
interface CustomElementModule {
  defineCustomElement?: () => void;
}

const loading = new Map<string, Promise<void>>();

/** Lazy build, `tag` not registered yet: the late tags (a compile-time constant drops this elsewhere). */
const lateTags = (tag: string): Promise<void> | undefined =>
  BUILD.lazyLoad && !customElements.get(tag) ? defineLateTags() : undefined;

function hasDefine(value: unknown): value is CustomElementModule {
  return typeof value === 'object' && value !== null && 'defineCustomElement' in value;
}

/** Runs the defineCustomElement a custom-elements module exports; a lazy-build module has none. */
export function defineFromModule(module: unknown): void {
  if (hasDefine(module)) module.defineCustomElement?.();
}

/**
 * Makes sure the element `tag` is defined before (or while) it is rendered by a tag-name variable.
 *
 * - Lazy build (dist, the HTML loader): the loader registers the entry tags with a proxy that
 *   fetches its bundle on first use, and the other tags once the late-tags module has loaded
 *   (late-tags.ts); for a tag not registered yet, that module and the element's own code are
 *   requested together.
 * - Custom-elements build (dist/components, bundlers): a tag rendered through a variable is not in
 *   the caller's defineCustomElement list, so it is undefined until `load()` imports its module,
 *   whose defineCustomElement then defines it and everything it renders statically.
 *
 * Concurrent calls share one import; a failed import can be retried.
 */
export function ensureElement(tag: string, load: ElementLoader): Promise<void> {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return Promise.resolve();
  const pending = loading.get(tag);
  if (pending) return pending;
  const task = Promise.all([load(), lateTags(tag)]).then(([module]) => defineFromModule(module));
  loading.set(tag, task);
  task.catch(() => loading.delete(tag));
  return task;
}

const preloading = new Set<string>();

/**
 * Starts loading the module of `tag` now, even where the lazy loader has registered the tag (its
 * bundle's chunks then arrive before the element asks for them). In the custom-elements build the
 * loaded module defines the tag. Called on hover and on open, so every piece of the open path is
 * requested at the same moment; a failed load can be retried.
 */
export function preloadElement(tag: string, load: ElementLoader): void {
  if (typeof customElements === 'undefined' || preloading.has(tag)) return;
  preloading.add(tag);
  void lateTags(tag);
  load().then(defineFromModule, () => preloading.delete(tag));
}
