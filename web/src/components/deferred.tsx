import { createElement, lazy, useState, type ComponentType } from 'react';

export interface DeferredComponent<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the module now; the server awaits this before it renders, so its markup holds the component. */
  preload(): Promise<void>;
}

const deferredComponents: DeferredComponent<never>[] = [];

/** The server's own imports of the deferred components, by name (ssr/server-parts.ts). */
const serverParts = new Map<string, ComponentType<never>>();

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

/**
 * The loader of a deferred component on the server, which renders it from its own static import registered under
 * `name` (provideServerParts):
 *
 *     deferred(typeof window === 'undefined' ? serverPart('Footer') : () => import('./Footer').then(...))
 *
 * The page renderer's bundling defines `window` as undefined (site-render-bundling.ts), so its bundle holds no such
 * import(): in a bundle of one file, esbuild gives every module an import() reaches a lazy initialiser of its own,
 * and keeps whole what tree shaking would otherwise cut (about 50 KB of the renderer).
 */
export const serverPart =
  <P extends object>(name: string) =>
  async (): Promise<ComponentType<P>> => {
    const part = serverParts.get(name);
    if (!part) throw new Error(`The server renders the deferred component ${name} but has no import of it (web/src/ssr/server-parts.ts)`);
    return part as ComponentType<P>;
  };

/** The server's imports of the deferred components, by the names their serverPart() loaders give. */
export function provideServerParts(parts: Record<string, ComponentType<never>>): void {
  for (const [name, part] of Object.entries(parts)) serverParts.set(name, part);
}

/** Every deferred component of the modules loaded so far, loaded. */
export const preloadDeferred = () => Promise.all(deferredComponents.map((component) => component.preload()));
