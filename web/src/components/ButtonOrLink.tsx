import type { ButtonHTMLAttributes, HTMLAttributes, Ref } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ButtonOrLinkProps extends HTMLAttributes<HTMLElement>, Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'form' | 'name'> {
  /** A link the router leaves alone (a mail link, a file to download). */
  href?: string;
  download?: string | boolean;
  target?: string;
  rel?: string;
  /** A page of the app, as the router's Link. */
  to?: string;
  /** A button only. */
  disabled?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * A `<button>`, or an `<a>` when given `href` (a link the router leaves alone, such as Contact's mail link) or `to`
 * (a page of the app, as the router's Link): one control that either acts or links.
 */
export function ButtonOrLink({ to, disabled, type = 'button', form, name, download, target, rel, ref, ...props }: ButtonOrLinkProps) {
  if (to !== undefined) return <RouterLink to={to} ref={ref as Ref<HTMLAnchorElement>} {...props} />;
  if (props.href !== undefined) return <a ref={ref as Ref<HTMLAnchorElement>} download={download} target={target} rel={rel} {...props} />;
  return <button ref={ref as Ref<HTMLButtonElement>} type={type} form={form} name={name} disabled={disabled} {...props} />;
}
