/**
 * The loader on the server of a lazy component that only a visitor's click shows (a dialog, a menu, a toast), which
 * the server therefore never renders:
 *
 *     lazy(typeof window === 'undefined' ? browserOnly : () => import('./SomeDialog').then(...))
 *
 * The page renderer's bundling defines `window` as undefined (site-render-bundling.ts), so esbuild drops the import
 * and the component's code from its bundle. Rendering one on the server fails loudly rather than quietly.
 */
export function browserOnly(): never {
  throw new Error('A browser-only component was rendered on the server');
}
