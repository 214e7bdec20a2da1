/** What other features use of inventory: they import it from here, never from its folders. */
export { useStats } from './api/get-stats';
export { invalidateInventory, invalidateInventoryReadBefore } from './api/invalidate';
export { FuzzyNotice } from './components/FuzzyNotice';
export { InventoryTable } from './components/InventoryTable';
export { LazyItemFormDialog } from './components/LazyItemFormDialog';
export { emptyListText, FIRST_POSITION, listContinues, usePagedList } from './use-paged-list';
