import { countLabel } from '../../lib/format';

/** "1 row", "2,500 rows". */
export const rowsLabel = (n: number) => `${countLabel(n)} ${n === 1 ? 'row' : 'rows'}`;
