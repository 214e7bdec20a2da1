import PhotoIcon from '@mui/icons-material/Photo';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SKELETONS, type InventoryItem } from '@surplus/shared';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { CHIP } from '../../../components/chip-styles';
import { Icon } from '../../../components/Icon';
import { Pager } from '../../../components/Pager';
import { LocalDate } from '../../../components/LocalDate';
import { ScreenLayout } from '../../../components/ScreenLayout';
import { SpecLine } from '../../../components/SpecLine';
import { displayItemId, unitsLabel, wasteLabel } from '../../../lib/format';
import { useUser } from '../../auth';
import { BusinessLink } from '../../business';
import { ItemImage } from '../../uploads';
import { emptyListText, type PagedList } from '../use-paged-list';
import { InventoryCards } from './InventoryCards';
import { itemActionStyles } from './item-actions-styles';
import { ItemActions } from './ItemActions';
import { useItemDialogs } from './ItemDialogs';
import { inventoryRowStyles, ROWS } from './inventory-table-styles';

interface InventoryTableProps {
  /** One page of the list, with its pager. */
  list: PagedList;
  /** Owners get Edit and Delete here; elsewhere everyone else gets Contact. */
  editable?: boolean;
  title?: ReactNode;
}

const COLUMNS = ['Item', 'Description', 'Category', 'Quantity', 'Business', 'Last Updated', 'Waste Reduction', 'Actions'];

// Between 768 px and a table's full width it scrolls inside its box: the actions stay pinned in view.
const STICKY_ACTIONS = { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: '-1px 0 0 rgba(0, 0, 0, 0.12)' } as const;

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The whole count when the list fits one page; otherwise which page this is and what it holds. */
function heading({ loading, items, pager }: PagedList): string {
  if (loading) return 'Loading items...';
  return pager.pages === 1 ? itemsLabel(items.length) : `Page ${pager.page} · ${itemsLabel(items.length)}`;
}

/** The list table from 768 px up; below, the same items as stacked cards (the spec hides Waste Reduction there). */
export function InventoryTable({ list, editable = false, title }: InventoryTableProps) {
  const { items, loading } = list;
  const { data: user } = useUser();
  const navigate = useNavigate();
  const dialogs = useItemDialogs(items, user?.id);
  const tableTop = useRef<HTMLDivElement>(null);
  const actions = (item: InventoryItem) => <ItemActions item={item} editable={editable} userId={user?.id} dialogs={dialogs} />;

  return (
    <Paper ref={tableTop} variant="outlined" sx={{ scrollMarginTop: 72 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title ?? heading(list)}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={list.refresh} disabled={list.refreshing}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </Stack>
      <GlobalStyles styles={itemActionStyles} />
      <ScreenLayout small>
        <InventoryCards items={items} loading={loading} empty={emptyListText(list)} dimmed={list.changingPage} actions={actions} />
      </ScreenLayout>
      <ScreenLayout small={false}>
        <GlobalStyles styles={inventoryRowStyles} />
        <TableContainer>
          <Table size="small" aria-label="Inventory items" sx={{ minWidth: 720, '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'Actions' ? 'right' : 'left'}
                    sx={{ fontWeight: 700, ...(column === 'Actions' ? STICKY_ACTIONS : {}) }}
                  >
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: list.changingPage ? 0.6 : 1, transition: 'opacity 150ms' }}>
              {loading &&
                Array.from({ length: SKELETONS.tableRows }, (_, index) => (
                  <TableRow key={index} aria-hidden>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {!loading && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {emptyListText(list)}
                  </TableCell>
                </TableRow>
              )}
              {!loading &&
                items.map((item) => (
                  <tr
                    key={item.id}
                    className={ROWS.row}
                    tabIndex={0}
                    aria-label={`${item.name}: open details`}
                    onClick={() => navigate(`/item/${item.id}`)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' && event.target === event.currentTarget) navigate(`/item/${item.id}`);
                    }}
                  >
                    <td className={ROWS.cell}>
                      <div className={ROWS.item}>
                        <div className={ROWS.thumb}>
                          <ItemImage src={item.imageUrl} alt="" height={48} variant="thumb" />
                        </div>
                        <div className={ROWS.text}>
                          <p className={ROWS.name}>
                            {/* A real link, for crawlers and pages read without script; the row's own click does the same. */}
                            <RouterLink to={`/item/${item.id}`} tabIndex={-1} onClick={(event) => event.stopPropagation()}>
                              {item.name}
                            </RouterLink>
                          </p>
                          <span className={ROWS.caption}>{displayItemId(item)}</span>
                          {item.imageUrl && (
                            <span className={`${CHIP.root} ${CHIP.outlined} ${ROWS.imageChip}`}>
                              <Icon icon={PhotoIcon} className={CHIP.icon} />
                              <span className={CHIP.label}>Has image</span>
                            </span>
                          )}
                          <SpecLine item={item} />
                        </div>
                      </div>
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.description}`}>
                      <p>{item.description}</p>
                    </td>
                    <td className={ROWS.cell}>
                      <CategoryBadge category={item.category} />
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.nowrap}`}>{unitsLabel(item.quantity)}</td>
                    <td className={ROWS.cell}>
                      <p className={ROWS.business}>
                        <BusinessLink item={item} />
                      </p>
                      {item.businessLocation && <span className={ROWS.caption}>{item.businessLocation}</span>}
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.date}`}>
                      <LocalDate iso={item.lastUpdated} />
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.waste}`}>{wasteLabel(item)}</td>
                    <td className={`${ROWS.cell} ${ROWS.actions}`}>{actions(item)}</td>
                  </tr>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ScreenLayout>
      <Pager {...list.pager} listTop={tableTop} />
      {dialogs.dialogs}
    </Paper>
  );
}
