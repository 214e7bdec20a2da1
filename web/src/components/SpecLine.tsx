import type { InventoryItem } from '@surplus/shared';
import { specLine } from '../lib/spec-line';

/** The spec line's class, styled by spec-line.css: cards repeat it, so it carries no styles of its own. */
export const SPEC_LINE = 'spec-line';


/** "12' x 14' · sectional · insulated · 38.2 mi" under a listing's name; nothing when the listing has no specs. */
export function SpecLine({ item }: { item: InventoryItem }) {
  const text = specLine(item);
  return text ? <p className={SPEC_LINE}>{text}</p> : null;
}
