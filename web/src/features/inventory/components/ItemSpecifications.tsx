import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { CONDITION, type InventoryItem } from '@surplus/shared';
import { format } from 'date-fns';
import { lastUpdatedLabel } from '../../../lib/date-labels';
import { formatFeetInches } from '../../../lib/feet-inches';
import { categoryLabel, displayItemId, unitsLabel } from '../../../lib/format';
import { specOption } from '../../../lib/spec-line';

const dateOrNA = (iso: string | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? format(date, 'MMM d, yyyy') : 'N/A';
};

const length = (inches: number | undefined) => (inches == null ? undefined : `${formatFeetInches(inches)} (${inches} in)`);
const yesNo = (value: boolean | undefined) => (value == null ? undefined : value ? 'Yes' : 'No');

/** The specs the seller gave, in the forms' order; those not given are left out. */
function specRows(item: InventoryItem): [string, string | undefined][] {
  if (item.category === 'part') {
    return [
      ['Part Type', item.partType && specOption(item.partType)],
      ['Fits Door Width', length(item.fitsWidthIn)],
      ['Fits Door Height', length(item.fitsHeightIn)],
    ];
  }
  return [
    ['Door Type', item.doorType && specOption(item.doorType)],
    ['Width', length(item.widthIn)],
    ['Height', length(item.heightIn)],
    ['Material', item.material && specOption(item.material)],
    ['Insulated', yesNo(item.insulated)],
    ['R-Value', item.rValue?.toString()],
    ['Color', item.color || undefined],
    ['Wind Rated', yesNo(item.windRated)],
  ];
}

export function ItemSpecifications({ item }: { item: InventoryItem }) {
  const rows: [string, string | undefined][] = [
    ['Category', categoryLabel(item.category)],
    ...specRows(item),
    ['Item ID', displayItemId(item)],
    ['Quantity', unitsLabel(item.quantity)],
    ['Condition', CONDITION],
    ['Listed On', dateOrNA(item.createdAt)],
    ['Last Updated', lastUpdatedLabel(item.lastUpdated)],
  ];
  return (
    <Table size="small" aria-label="Specifications">
      <TableBody>
        {rows.map(
          ([label, value]) =>
            value !== undefined && (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 160 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ),
        )}
      </TableBody>
    </Table>
  );
}
