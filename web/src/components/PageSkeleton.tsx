import { BASELINE } from './baseline-styles';
import { PAGE_SKELETON } from './page-skeleton-styles';

/**
 * The grey outline of a page whose content only the browser renders (forms and signed-in pages): the server sends it
 * inside the app's frame, so the first paint shows the sidebar, the header and where the page will be.
 */
export function PageSkeleton() {
  return (
    <div className={PAGE_SKELETON.root} role="status">
      <span className={BASELINE.visuallyHidden}>Loading the page</span>
      <div className={`${PAGE_SKELETON.block} ${PAGE_SKELETON.heading}`} />
      <div className={`${PAGE_SKELETON.block} ${PAGE_SKELETON.line}`} />
      <div className={`${PAGE_SKELETON.block} ${PAGE_SKELETON.panel}`} />
      <div className={`${PAGE_SKELETON.block} ${PAGE_SKELETON.panel}`} />
    </div>
  );
}
