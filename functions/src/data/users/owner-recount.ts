import { inParallel } from '../table/batch-write';
import { setListedKg } from '../table/counters';
import { ownItemPages } from '../listings/items';
import { allUserIds } from './business-directory';
import { addFigures, NO_FIGURES, type OwnerFigures, ownerFiguresOf, setOwnerFiguresStep } from './owner-figures';
import { writeTransaction } from '../table/transactions';

export interface RecountSummary {
  businesses: number;
  listings: number;
}

/** One business's figures, counted from its listings. */
async function countOwnListings(userId: number): Promise<OwnerFigures> {
  let figures = NO_FIGURES;
  for await (const page of ownItemPages(userId)) {
    for (const item of page) figures = addFigures(figures, ownerFiguresOf(item));
  }
  return figures;
}

/**
 * Sets every business's listing figures (itemCount, doors, parts, wasteKg), and the marketplace's listed
 * estimate, to a count of the listings: the backfill for figures that predate them, safe to run again. A listing written while its owner is counted
 * can leave that owner off by one: run it when writes are quiet, or again.
 */
export async function recountOwners(log: (line: string) => void): Promise<RecountSummary> {
  const ids = await allUserIds();
  log(`recounting ${ids.length} businesses`);
  let listings = 0;
  let listedKg = 0;
  await inParallel(ids, async (userId) => {
    const figures = await countOwnListings(userId);
    listings += figures.itemCount;
    listedKg += figures.wasteKg;
    await writeTransaction([setOwnerFiguresStep(userId, figures)]);
  });
  await setListedKg(listedKg);
  return { businesses: ids.length, listings };
}
