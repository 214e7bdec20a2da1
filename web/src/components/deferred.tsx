import { createElement, lazy, useState, type ComponentType } from 'react';

export interface DeferredComponent<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the module now; the server awaits this before it renders, so its markup holds the component. */
  preload(): Promise<void>;
}

const deferredComponents: DeferredComponent<never>[] = [];

/**
 * A component whose code is not part of the page's first script. Rendered inside a <Suspense> boundary: in the
 * browser, hydration leaves the server's markup of that boundary in place until the code has arrived, then
 * hydrates it in a task of its own. Once loaded it renders at once.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Deferred(props: P) {
    // Fixed per instance: switching from Lazy to the loaded type would mount the component again.
    const [type] = useState(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  const component = Object.assign(Deferred, { preload });
  deferredComponents.push(component as DeferredComponent<never>);
  return component;
}

/** Every deferred component of the modules loaded so far, loaded. */
export const preloadDeferred = () => Promise.all(deferredComponents.map((component) => component.preload()));
