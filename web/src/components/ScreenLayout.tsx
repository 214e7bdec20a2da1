import Box from '@mui/material/Box';
import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { useSmallScreen, useSmallScreenQuery } from '../hooks/use-small-screen';

const NEVER = new Promise<never>(() => {});
const noSubscription = () => () => {};

/**
 * The layout's content, except while the page hydrates a layout that does not fit the screen: that one waits, so
 * React leaves its server markup as it is (hidden by CSS) instead of hydrating a second copy of the list, and
 * ScreenLayout removes it right after. Only while hydrating: a layout mounted later renders at once, as a wait
 * there would hold back the update that mounts it.
 */
function FittingContent({ small, children }: { small: boolean; children: ReactNode }) {
  const query = useSmallScreenQuery();
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  if (hydrating && typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches !== small) use(NEVER);
  return children;
}

/**
 * One layout of a component that has one for screens below 768 px (`small`) and one from 768 px up. The server
 * cannot know the screen, so its markup holds both and CSS shows the one that fits: nothing moves when the page
 * hydrates. The browser hydrates only the one that fits, drops the other right after, and follows the screen when
 * it changes.
 */
export function ScreenLayout({ small, children }: { small: boolean; children: ReactNode }) {
  const screen = useSmallScreen();
  if (screen !== undefined && screen !== small) return null;
  return (
    <Box sx={{ display: small ? { md: 'none' } : { xs: 'none', md: 'block' } }}>
      <Suspense fallback={null}>
        <FittingContent small={small}>{children}</FittingContent>
      </Suspense>
    </Box>
  );
}
