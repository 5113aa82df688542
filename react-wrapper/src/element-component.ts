/**
 * The runtime of the generated wrappers (src/generated/components.ts): a React component for one
 * custom element, through `@lit/react` (properties set as properties, events as listeners, in React
 * 18 and 19). It stands in for `@stencil/react-output-target/runtime`, whose package also carries
 * the output target's build tooling (ts-morph, @stencil/core): an app's install gets only this.
 */
import { createComponent as createLitComponent, type EventName, type Options } from '@lit/react';
import type React from 'react';

export type { EventName };

type EventNames = Record<string, EventName | string>;

type ElementProps<I extends HTMLElement, E extends EventNames, C, R extends keyof C> = Omit<
  React.HTMLAttributes<I>,
  keyof E
> &
  Partial<{ [K in keyof E]: E[K] extends EventName<infer T> ? (event: T) => void : (event: Event) => void }> &
  Required<Pick<C, R>> &
  Partial<Omit<C, R>> &
  React.RefAttributes<I>;

/** A React component wrapping custom element `I` with events `E` and props `C` (`R` required). */
export type StencilReactComponent<
  I extends HTMLElement,
  E extends EventNames = Record<never, never>,
  C = Omit<I, keyof HTMLElement>,
  R extends keyof C = never,
> = React.FunctionComponent<ElementProps<I, E, C, R>>;

/** Defines the element (once, when the wrapper is created) and returns its React component. */
export function createComponent<
  I extends HTMLElement,
  E extends EventNames = Record<never, never>,
  C = Omit<I, keyof HTMLElement>,
  R extends keyof C = never,
>({
  defineCustomElement,
  ...options
}: Options<I, E> & { defineCustomElement: () => void }): StencilReactComponent<I, E, C, R> {
  defineCustomElement();
  // Named after the tag in React's dev tools and warnings (the element class name is minified away).
  const component = createLitComponent({ ...options, displayName: options.displayName ?? options.tagName });
  return component as unknown as StencilReactComponent<I, E, C, R>;
}
