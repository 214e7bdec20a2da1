import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import MailIcon from '@mui/icons-material/Mail';
import PhotoIcon from '@mui/icons-material/Photo';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SKELETONS, type InventoryItem } from '@surplus/shared';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '../../auth/api/get-user';
import { useToast } from '../../toasts/toast-context';
import { ItemImage } from '../../uploads/components/ItemImage';
import { CONTACT_UNAVAILABLE, itemInquiryHref } from '../contact';
import { displayItemId, lastUpdatedLabel, unitsLabel, wasteLabel } from '../format';
import { emptyListText, type PagedList } from '../use-paged-list';
import { CategoryBadge } from './CategoryBadge';
import { useItemDialogs } from './ItemDialogs';
import { Pager } from './Pager';

interface InventoryTableProps {
  /** One page of the list, with its pager. */
  list: PagedList;
  /** Owners get Edit and Delete here; elsewhere everyone else gets Contact. */
  editable?: boolean;
  title?: ReactNode;
}

const COLUMNS = ['Item', 'Description', 'Category', 'Quantity', 'Business', 'Last Updated', 'Waste Reduction', 'Actions'];
const WASTE_COLUMN = { display: { xs: 'none', md: 'table-cell' } };

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The whole count when the list fits one page; otherwise which page this is and what it holds. */
function heading({ loading, items, pager }: PagedList): string {
  if (loading) return 'Loading items...';
  return pager.pages === 1 ? itemsLabel(items.length) : `Page ${pager.page} · ${itemsLabel(items.length)}`;
}

export function InventoryTable({ list, editable = false, title }: InventoryTableProps) {
  const { items, loading } = list;
  const { data: user } = useUser();
  const navigate = useNavigate();
  const toast = useToast();
  const dialogs = useItemDialogs(items, user?.id);
  const tableTop = useRef<HTMLDivElement>(null);

  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };

  const actions = (item: InventoryItem) => {
    const owner = user?.id === item.userId;
    return (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip describeChild title="View">
          <IconButton size="small" aria-label={`View ${item.name}`} onClick={stop(() => dialogs.view(item.id))}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {editable && owner ? (
          <>
            <Tooltip describeChild title="Edit">
              <IconButton size="small" aria-label={`Edit ${item.name}`} onClick={stop(() => dialogs.edit(item.id))}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip describeChild title="Delete">
              <IconButton size="small" color="error" aria-label={`Delete ${item.name}`} onClick={stop(() => dialogs.remove(item.id))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          !owner && (
            <Tooltip describeChild title="Contact">
              <IconButton
                size="small"
                aria-label={`Contact ${item.businessName}`}
                {...(item.businessContact
                  ? { href: itemInquiryHref(item, item.businessContact), onClick: (event: MouseEvent) => event.stopPropagation() }
                  : { onClick: stop(() => toast(CONTACT_UNAVAILABLE)) })}
              >
                <MailIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )
        )}
      </Stack>
    );
  };

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
      <TableContainer>
        <Table size="small" aria-label="Inventory items" sx={{ minWidth: 720, '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'Actions' ? 'right' : 'left'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap', ...(column === 'Waste Reduction' ? WASTE_COLUMN : {}) }}
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
                    <TableCell key={column} sx={column === 'Waste Reduction' ? WASTE_COLUMN : undefined}>
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
                <TableRow
                  key={item.id}
                  hover
                  tabIndex={0}
                  aria-label={`${item.name}: open details`}
                  onClick={() => navigate(`/item/${item.id}`)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && event.target === event.currentTarget) navigate(`/item/${item.id}`);
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Box sx={{ width: 48, flexShrink: 0 }}>
                        <ItemImage src={item.imageUrl} alt="" height={48} variant="thumb" sx={{ borderRadius: 1, '& svg': { fontSize: 20 }, '& .MuiTypography-root': { display: 'none' } }} />
                      </Box>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 140 }}>
                          {item.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {displayItemId(item)}
                        </Typography>
                        {item.imageUrl && <Chip icon={<PhotoIcon />} label="Has image" size="small" variant="outlined" sx={{ ml: 1, height: 20, fontSize: 11 }} />}
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 180, minWidth: 100 }}>
                    <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                      {item.description}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <CategoryBadge category={item.category} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{unitsLabel(item.quantity)}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ minWidth: 96 }}>{item.businessName}</Typography>
                    {item.businessLocation && (
                      <Typography variant="caption" color="text.secondary">
                        {item.businessLocation}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 80 }}>{lastUpdatedLabel(item.lastUpdated)}</TableCell>
                  <TableCell sx={{ ...WASTE_COLUMN, whiteSpace: 'nowrap', color: 'success.main', fontWeight: 600 }}>{wasteLabel(item)}</TableCell>
                  <TableCell align="right">{actions(item)}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager {...list.pager} listTop={tableTop} />
      {dialogs.dialogs}
    </Paper>
  );
}
