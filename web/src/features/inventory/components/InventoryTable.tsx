import Skeleton from '@mui/material/Skeleton';
import { priceLabel, SKELETONS, type InventoryItem } from '@surplus/shared';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { CHIP } from '../../../components/chip-styles';
import { Icon } from '../../../components/Icon';
import { Pager } from '../../../components/Pager';
import { PlainButton } from '../../../components/PlainButton';
import { LocalDate } from '../../../components/LocalDate';
import { ScreenLayout } from '../../../components/ScreenLayout';
import { SpecLine } from '../../../components/SpecLine';
import { availableLabel, displayItemId, heldLabel, unitsLabel, wasteLabel } from '../../../lib/format';
import { useUser } from '../../../api/get-user';
import { BusinessLink } from '../../../components/BusinessLink';
import { ItemImage } from '../../../components/ItemImage';
import { emptyListText, type PagedList } from '../use-paged-list';
import { InventoryCards } from './InventoryCards';
import { ItemActions } from './ItemActions';
import { useItemDialogs } from './ItemDialogs';
import { ROWS } from './inventory-table-styles';

interface InventoryTableProps {
  /** One page of the list, with its pager. */
  list: PagedList;
  /** Owners get Edit and Delete here; elsewhere everyone else gets Contact. */
  editable?: boolean;
  title?: ReactNode;
}

/** The columns, and the class of those the table leaves out when it is narrow (inventory-table.css). */
const COLUMNS: [string, string?][] = [
  ['Item'],
  ['Description', ROWS.roomy],
  ['Category', ROWS.roomy],
  ['Quantity'],
  ['Price'],
  ['Business'],
  ['Last Updated', ROWS.roomy],
  ['Waste Reduction', ROWS.wide],
  ['Actions', ROWS.actions],
];
const cellClass = (extra?: string) => (extra ? `${ROWS.cell} ${extra}` : ROWS.cell);

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
    <div ref={tableTop} className={ROWS.sheet}>
      <div className={ROWS.header}>
        <h2 className={ROWS.title}>{title ?? heading(list)}</h2>
        <PlainButton size="small" startIcon={<Icon icon="Refresh" />} onClick={list.refresh} disabled={list.refreshing}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </PlainButton>
      </div>
      <ScreenLayout small>
        <InventoryCards items={items} loading={loading} empty={emptyListText(list)} dimmed={list.changingPage} actions={actions} />
      </ScreenLayout>
      <ScreenLayout small={false}>
        <div className={ROWS.scroller}>
          <table className={ROWS.table} aria-label="Inventory items">
            <thead>
              <tr>
                {COLUMNS.map(([column, extra]) => (
                  <th key={column} scope="col" className={`${cellClass(extra)} ${ROWS.head}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={list.changingPage ? `${ROWS.body} ${ROWS.dimmed}` : ROWS.body}>
              {loading &&
                Array.from({ length: SKELETONS.tableRows }, (_, index) => (
                  <tr key={index} aria-hidden>
                    {COLUMNS.map(([column, extra]) => (
                      <td key={column} className={cellClass(extra)}>
                        <Skeleton />
                      </td>
                    ))}
                  </tr>
                ))}
              {!loading && items.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length} className={`${ROWS.cell} ${ROWS.empty}`}>
                    {emptyListText(list)}
                  </td>
                </tr>
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
                              <Icon icon="Photo" className={CHIP.icon} />
                              <span className={CHIP.label}>Has image</span>
                            </span>
                          )}
                          <SpecLine item={item} />
                        </div>
                      </div>
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.description} ${ROWS.roomy}`}>
                      <p>{item.description}</p>
                    </td>
                    <td className={cellClass(ROWS.roomy)}>
                      <CategoryBadge category={item.category} />
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.nowrap}`}>
                      {unitsLabel(item.quantity)}
                      {/* What is left and what is held, a line each: the column stays as narrow as its quantity. */}
                      {item.heldQuantity > 0 && (
                        <>
                          <div className={`${ROWS.caption} ${ROWS.held}`}>{availableLabel(item)}</div>
                          <div className={`${ROWS.caption} ${ROWS.held}`}>{heldLabel(item)}</div>
                        </>
                      )}
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.price}`}>{priceLabel(item)}</td>
                    <td className={ROWS.cell}>
                      <p className={ROWS.business}>
                        <BusinessLink item={item} />
                      </p>
                      {item.businessLocation && <span className={ROWS.caption}>{item.businessLocation}</span>}
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.date} ${ROWS.roomy}`}>
                      <LocalDate iso={item.lastUpdated} />
                    </td>
                    <td className={`${ROWS.cell} ${ROWS.waste} ${ROWS.wide}`}>{wasteLabel(item)}</td>
                    <td className={`${ROWS.cell} ${ROWS.actions}`}>{actions(item)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </ScreenLayout>
      <Pager {...list.pager} listTop={tableTop} />
      {dialogs.dialogs}
    </div>
  );
}
