import { useTheme } from '@mui/material/styles';
import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the screen is below 768 px; undefined on the server and in a component's first render in the browser,
 * which render what fits every screen. Then it is the browser's answer, and follows it. Updates are transitions:
 * an urgent one while the page hydrates would make React finish all of its hydration at once.
 */
export function useSmallScreen(): boolean | undefined {
  const query = useSmallScreenQuery();
  const [small, setSmall] = useState<boolean>();
  useEffect(() => {
    const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
    const update = () => startTransition(() => setSmall(list?.matches ?? false));
    update();
    list?.addEventListener('change', update);
    return () => list?.removeEventListener('change', update);
  }, [query]);
  return small;
}

/** The media query of a screen below 768 px, the theme's `md` breakpoint. */
export const useSmallScreenQuery = (): string => useTheme().breakpoints.down('md').replace(/^@media( ?)/, '');
