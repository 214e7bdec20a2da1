import type { HTMLAttributes } from 'react';

/** A `<button>`, or an `<a>` when given `href`: one control that either acts or links, such as Contact. */
export function ButtonOrLink(props: HTMLAttributes<HTMLElement> & { href?: string }) {
  return props.href === undefined ? <button type="button" {...props} /> : <a {...props} />;
}
