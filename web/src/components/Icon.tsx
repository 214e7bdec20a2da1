import { ICON_PATHS, type IconName } from './icon-paths';
import { ICON } from './icon-styles';

type IconSize = 'inherit' | 'small' | 'medium' | 'large';

interface IconProps {
  /** The name of one of the kept icons (icon-paths.ts), as @mui/icons-material names it. */
  icon: IconName;
  fontSize?: IconSize;
  /** The theme's primary colour, as SvgIcon's `color="primary"`. */
  primary?: boolean;
  className?: string;
}

/**
 * An icon as the `<svg>` MUI's SvgIcon renders, styled by class (icon.css) instead of per render: list pages draw five
 * or six on every row and card, each a styled component to render on the server and to hydrate.
 */
export function Icon({ icon, fontSize = 'medium', primary = false, className }: IconProps) {
  const classes = `${ICON.root} ${ICON[fontSize]}${primary ? ` ${ICON.primary}` : ''}${className ? ` ${className}` : ''}`;
  return (
    <svg className={classes} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={ICON_PATHS[icon]} />
    </svg>
  );
}
