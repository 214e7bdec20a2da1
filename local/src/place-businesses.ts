import { runMaintenance } from './maintenance';

/** npm run place-businesses [-- --table <name>]: geocodes every business again and moves what changed (maintenance.ts says where). */
runMaintenance(async (log) => {
  const { placeBusinesses } = await import('@surplus/functions/data/users/business-places');
  return placeBusinesses(log);
});
