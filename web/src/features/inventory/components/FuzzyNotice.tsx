import { fuzzyNotice } from '@surplus/shared';
import { Notice } from '../../../components/Notice';
import { NOTICE } from '../../../components/notice-styles';
import type { PagedList } from '../use-paged-list';

/**
 * Above a list whose page holds close matches for `q`, not exact ones. The live region stays in place
 * while empty, so screen readers announce the notice when it appears.
 */
export function FuzzyNotice({ list, q }: { list: PagedList; q: string }) {
  return (
    <div role="status" className={NOTICE.region}>
      {list.fuzzy && (
        <Notice severity="info" role="none">
          {fuzzyNotice(q)}
        </Notice>
      )}
    </div>
  );
}
