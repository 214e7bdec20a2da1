import AddIcon from '@mui/icons-material/Add';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
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
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Quick Add
            </Button>
            <Button variant="outlined" startIcon={<AddAPhotoIcon />} component={RouterLink} to="/add-inventory">
              Add with Photo
            </Button>
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
