import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { CONDITION, type InventoryItem } from '@surplus/shared';
import { format } from 'date-fns';
import { lastUpdatedLabel } from '../../../lib/date-labels';
import { categoryLabel, displayItemId, unitsLabel } from '../../../lib/format';

const dateOrNA = (iso: string | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? format(date, 'MMM d, yyyy') : 'N/A';
};

export function ItemSpecifications({ item }: { item: InventoryItem }) {
  const rows: [string, string][] = [
    ['Category', categoryLabel(item.category)],
    ['Item ID', displayItemId(item)],
    ['Quantity', unitsLabel(item.quantity)],
    ['Condition', CONDITION],
    ['Listed On', dateOrNA(item.createdAt)],
    ['Last Updated', lastUpdatedLabel(item.lastUpdated)],
  ];
  return (
    <Table size="small" aria-label="Specifications">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 160 }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
