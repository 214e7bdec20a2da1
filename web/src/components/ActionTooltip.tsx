import { cloneElement, type ReactElement } from 'react';
import { TOOLTIP_ATTRIBUTE } from './action-tooltips';

interface ActionTooltipProps {
  /** What the button does: shown on hover and focus, and the button's accessible description. */
  title: string;
  children: ReactElement<{ title?: string; [TOOLTIP_ATTRIBUTE]?: string }>;
}

/**
 * A button with MUI's tooltip: its `title`, marked for the page's one tooltip (installActionTooltips), which shows it
 * on hover, keyboard focus and long press. Server and browser render the same markup, and nothing here hydrates.
 */
export function ActionTooltip({ title, children }: ActionTooltipProps) {
  return cloneElement(children, { title, [TOOLTIP_ATTRIBUTE]: '' });
}
