import { ICON_PATHS, type IconName } from './icon-paths';
import { ICON } from './icon-styles';

type IconSize = 'inherit' | 'small' | 'medium' | 'large';
type IconColor = 'inherit' | 'primary' | 'action' | 'error' | 'success';

interface IconProps {
  /** The name of one of the kept icons (icon-paths.ts), as @mui/icons-material names it. */
  icon: IconName;
  fontSize?: IconSize;
  /** A colour of the theme, as SvgIcon's `color`; the text colour around it by default. */
  color?: IconColor;
  className?: string;
}

/**
 * The app's icon: the `<svg>` MUI's SvgIcon renders, styled by class (icon.css) instead of per render: list pages draw
 * five or six on every row and card, each a styled component to render on the server and to hydrate.
 */
export function Icon({ icon, fontSize = 'medium', color = 'inherit', className }: IconProps) {
  const classes = [ICON.root, ICON[fontSize], color !== 'inherit' && ICON[color], className].filter(Boolean).join(' ');
  return (
    <svg className={classes} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={ICON_PATHS[icon]} />
    </svg>
  );
}
