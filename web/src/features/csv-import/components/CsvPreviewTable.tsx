import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CsvRow, ImportColumn } from '@surplus/shared/item-csv';

const COLUMNS: { column: ImportColumn; label: string }[] = [
  { column: 'category', label: 'Category' },
  { column: 'name', label: 'Name' },
  { column: 'itemId', label: 'Item ID' },
  { column: 'quantity', label: 'Quantity' },
  { column: 'description', label: 'Description' },
];

/** The row's price as the file gives it: its mode and, when given, the unit price in dollars ('negotiable $450'). */
const priceText = ({ priceMode, unitPrice }: CsvRow['values']) => [priceMode?.trim(), unitPrice?.trim() && `$${unitPrice.trim()}`].filter(Boolean).join(' ');

/** The first rows of a chosen file, as read: what will be sent. */
export function CsvPreviewTable({ rows }: { rows: readonly CsvRow[] }) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label="Preview of the file">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            {COLUMNS.map(({ column, label }) => (
              <TableCell key={column}>{label}</TableCell>
            ))}
            <TableCell>Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              {COLUMNS.map(({ column }) => (
                <TableCell key={column} sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {row.values[column]}
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{priceText(row.values)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
