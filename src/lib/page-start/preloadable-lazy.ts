import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export interface PreloadableComponent<Props> {
  /** The component to render: at once if preloaded, otherwise it suspends until its chunk arrives. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Downloads the component's chunk (once; a failed download is tried again on the next call). */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived, so `Component` renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * A component in its own chunk that renders without suspending once preloaded: prerendering and
 * hydration must find every component ready, or React would show a fallback where the page has
 * content. React.lazy is handed a thenable that resolves synchronously when the chunk is here.
 */
export function preloadableLazy<Props>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let ready: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        ready = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    const component = ready;
    if (!component) return preload().then(() => ({ default: ready as ComponentType<Props> }));
    // Not a Promise on purpose: a Promise always resolves a tick later, and the content would flash.
    return { then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve({ default: component }) } as never;
  });
  return { Component, preload, isLoaded: () => ready !== undefined };
}
