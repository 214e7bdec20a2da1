import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useSmallScreen } from '../hooks/use-small-screen';

/**
 * One layout of a component that has one for screens below 768 px (`small`) and one from 768 px up. The server
 * cannot know the screen, so its markup holds both and CSS shows the one that fits: nothing moves when the page
 * hydrates. Right after, the browser drops the one that does not fit, and follows the screen when it changes.
 */
export function ScreenLayout({ small, children }: { small: boolean; children: ReactNode }) {
  const screen = useSmallScreen();
  if (screen !== undefined && screen !== small) return null;
  return <Box sx={{ display: small ? { md: 'none' } : { xs: 'none', md: 'block' } }}>{children}</Box>;
}
