import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { PlainButton } from '../../components/PlainButton';
import { useListUrl } from '../../hooks/use-list-url';
import { CsvActions } from '../../features/csv-import/components/CsvActions';
import { usePagedList } from '../../features/inventory/use-paged-list';
import { FuzzyNotice } from '../../features/inventory/components/FuzzyNotice';
import { InventoryTable } from '../../features/inventory/components/InventoryTable';
import { LazyItemFormDialog } from '../../features/inventory/components/LazyItemFormDialog';

export function MyInventoryPage() {
  const url = useListUrl();
  const q = url.state.q.trim();
  const list = usePagedList({ route: 'mine', q }, url.state, url.change);
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeading
        title="My Inventory"
        subtitle="Your surplus listings: edit or remove them at any time"
        actions={
          <>
            <PlainButton variant="contained" startIcon={<Icon icon="Add" />} onClick={() => setAdding(true)}>
              Quick Add
            </PlainButton>
            <PlainButton variant="outlined" startIcon={<Icon icon="AddAPhoto" />} to="/add-inventory">
              Add with Photo
            </PlainButton>
            <CsvActions />
          </>
        }
      />
      <FuzzyNotice list={list} q={q} />
      <InventoryTable list={list} editable />
      {adding && <LazyItemFormDialog open onClose={() => setAdding(false)} onAddAnother={() => setAdding(true)} />}
    </>
  );
}
