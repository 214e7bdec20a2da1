/** Resolves once the screen is `minWidth` px wide or more (at once if it is): what only such a screen shows can load then. */
export function whenWideScreen(minWidth: number): Promise<void> {
  // Where the browser cannot tell (no matchMedia), as the layout's CSS does without media queries: wide.
  if (typeof window.matchMedia !== 'function') return Promise.resolve();
  const wide = window.matchMedia(`(min-width: ${minWidth}px)`);
  if (wide.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const change = () => {
      if (!wide.matches) return;
      wide.removeEventListener('change', change);
      resolve();
    };
    wide.addEventListener('change', change);
  });
}
