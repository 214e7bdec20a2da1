import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Category } from '@surplus/shared';
import { useState } from 'react';
import { useHeaderSearch } from '../../../app/search-context';
import { useDoors } from '../api/list-doors';
import { useParts } from '../api/list-parts';
import { searchItems } from '../filter-items';
import { InventoryTable } from './InventoryTable';
import { ItemFormDialog } from './ItemFormDialog';
import { PageHeading } from './PageHeading';
import { SearchField } from './SearchField';

const PAGES = {
  door: { title: 'Doors Inventory', subtitle: 'Surplus roll-up doors listed by businesses', add: 'Add New Door', useList: useDoors },
  part: { title: 'Parts Inventory', subtitle: 'Surplus door parts listed by businesses', add: 'Add New Part', useList: useParts },
} as const;

function CategoryList({ category }: { category: Category }) {
  const page = PAGES[category];
  const list = page.useList();
  const headerSearch = useHeaderSearch();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const items = searchItems(searchItems(list.data ?? [], headerSearch), search);

  return (
    <>
      <PageHeading
        title={page.title}
        subtitle={page.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {page.add}
          </Button>
        }
      />
      <Box sx={{ mb: 2, display: 'flex' }}>
        <SearchField value={search} onChange={setSearch} placeholder={`Search ${category}s...`} label={`Search ${category}s`} />
      </Box>
      <InventoryTable items={items} loading={list.isPending} refreshing={list.isFetching} onRefresh={() => void list.refetch()} />
      {adding && <ItemFormDialog open defaultCategory={category} onClose={() => setAdding(false)} onAddAnother={() => setAdding(true)} />}
    </>
  );
}

export const DoorsPage = () => <CategoryList category="door" />;
export const PartsPage = () => <CategoryList category="part" />;
