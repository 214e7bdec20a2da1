/** Resolves in a later task: what follows runs after the browser has had its turn (input, paint). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves in the task after the browser's next frame, so what follows starts once the page on screen is painted. A
 * hidden tab paints no frames, so there it resolves at once.
 */
export const afterNextPaint = () =>
  document.visibilityState === 'hidden' ? Promise.resolve() : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
