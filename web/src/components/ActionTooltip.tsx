import Tooltip from '@mui/material/Tooltip';
import { cloneElement, type ReactElement } from 'react';

interface ActionTooltipProps {
  /** What the button does: shown on hover and focus, and the button's accessible description. */
  title: string;
  children: ReactElement<{ title?: string }>;
}

/**
 * MUI's Tooltip describing its button (`describeChild`). A closed tooltip is its child with a `title`, and the server
 * never opens one, so the server renders just that: the page renderer's bundle (where `window` is undefined,
 * site-render-bundling.ts) then leaves out the tooltip and its positioning engine, Popper.js.
 */
export function ActionTooltip({ title, children }: ActionTooltipProps) {
  // A conditional expression, not an early return: esbuild drops the import only from a branch it folds away.
  return typeof window === 'undefined' ? (
    cloneElement(children, { title })
  ) : (
    <Tooltip describeChild title={title}>
      {children}
    </Tooltip>
  );
}
