import type { HTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A `<button>`, or an `<a>` when given `href` (a link the router leaves alone, such as Contact's mail link) or `to`
 * (a page of the app, as the router's Link): one control that either acts or links.
 */
export function ButtonOrLink({ to, disabled, ...props }: HTMLAttributes<HTMLElement> & { href?: string; to?: string; disabled?: boolean }) {
  if (to !== undefined) return <RouterLink to={to} {...props} />;
  return props.href === undefined ? <button type="button" disabled={disabled} {...props} /> : <a {...props} />;
}
