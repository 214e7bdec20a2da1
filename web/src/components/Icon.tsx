import type SvgIcon from '@mui/material/SvgIcon';
import type { ReactElement, ReactNode } from 'react';
import { ICON } from './icon-styles';

type SvgIconComponent = typeof SvgIcon;
type IconSize = 'inherit' | 'small' | 'medium' | 'large';

/** What an icon of @mui/icons-material is: createSvgIcon's memo(forwardRef(render)), its render a SvgIcon around the drawing. */
type CreatedIcon = { type?: { render?: (props: object, ref: null) => ReactElement<{ children?: ReactNode }> } };

const drawings = new WeakMap<SvgIconComponent, ReactNode>();

/** The paths an icon component hands to MUI's SvgIcon, read once per icon. */
function drawingOf(icon: SvgIconComponent): ReactNode {
  if (drawings.has(icon)) return drawings.get(icon);
  const render = (icon as unknown as CreatedIcon).type?.render;
  if (typeof render !== 'function') throw new Error('Icon takes an icon of @mui/icons-material (made by createSvgIcon)');
  const drawing = render({}, null).props.children;
  drawings.set(icon, drawing);
  return drawing;
}

interface IconProps {
  /** An icon of @mui/icons-material. */
  icon: SvgIconComponent;
  fontSize?: IconSize;
  /** The theme's primary colour, as SvgIcon's `color="primary"`. */
  primary?: boolean;
  className?: string;
}

/**
 * One of MUI's icons as the `<svg>` its SvgIcon renders, styled by class (icon-styles.ts) instead of per render: list
 * pages draw five or six on every row and card, each a styled component to render on the server and to hydrate.
 */
export function Icon({ icon, fontSize = 'medium', primary = false, className }: IconProps) {
  const classes = `${ICON.root} ${ICON[fontSize]}${primary ? ` ${ICON.primary}` : ''}${className ? ` ${className}` : ''}`;
  return (
    <svg className={classes} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      {drawingOf(icon)}
    </svg>
  );
}
