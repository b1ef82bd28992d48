import { lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page loaded on demand. Once preloaded (before hydration, or by the
 * prerender) it renders synchronously, so the server HTML hydrates without
 * suspending; otherwise it suspends and the layout shows the loading text.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let promise: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    promise ??= load().then((module) => {
      Loaded = module.default;
      return module;
    });
    return promise;
  };
  const Lazy = lazy(preload);
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
