import { runMaintenance } from './maintenance';

/** npm run reindex [-- --table <name>]: rebuilds the search index from the listings (maintenance.ts says where). */
runMaintenance(async (log) => {
  const { reindexSearch } = await import('@surplus/functions/data/search/reindex');
  return reindexSearch(log);
});
