import type { InventoryItem } from '@surplus/shared';
import { lazy, Suspense, useState } from 'react';
import { browserOnly } from '../../../components/browser-only';
import type { EditField } from '../item-form';
import { LazyItemFormDialog } from './LazyItemFormDialog';

// Loaded on a first click, not with the list: MUI's dialog, menu and modal, the edit fields' labels and the item
// schemas behind them are a long task of their own for a phone that is still starting the page.
const QuickViewDialog = lazy(typeof window === 'undefined' ? browserOnly : () => import('./QuickViewDialog').then((m) => ({ default: m.QuickViewDialog })));
const DeleteItemDialog = lazy(typeof window === 'undefined' ? browserOnly : () => import('./DeleteItemDialog').then((m) => ({ default: m.DeleteItemDialog })));
const RecordSaleDialog = lazy(typeof window === 'undefined' ? browserOnly : () => import('./RecordSaleDialog').then((m) => ({ default: m.RecordSaleDialog })));

type Open = { kind: 'view' | 'delete' | 'sale'; id: number } | { kind: 'edit'; id: number; field: EditField } | null;

/**
 * Quick view, edit, delete and a sale made elsewhere for a list of items. Dialogs hold an id, not a copy, so they show
 * the item as refreshed after a write.
 */
export function useItemDialogs(items: InventoryItem[], userId: number | undefined) {
  const [open, setOpen] = useState<Open>(null);
  const item = open ? items.find((candidate) => candidate.id === open.id) : undefined;
  const close = () => setOpen(null);

  // Only a click opens one, which the server never sees: its bundle leaves them out (components/browser-only.ts).
  const dialogs = typeof window !== 'undefined' && item && open && (
    <Suspense fallback={null}>
      {open.kind === 'view' && (
        <QuickViewDialog
          item={item}
          owner={item.userId === userId}
          onClose={close}
          onEdit={(field) => setOpen({ kind: 'edit', id: item.id, field })}
        />
      )}
      {open.kind === 'edit' && <LazyItemFormDialog open item={item} field={open.field} onClose={close} />}
      {open.kind === 'delete' && <DeleteItemDialog item={item} onClose={close} />}
      {open.kind === 'sale' && <RecordSaleDialog item={item} onClose={close} />}
    </Suspense>
  );

  return {
    dialogs,
    view: (id: number) => setOpen({ kind: 'view', id }),
    edit: (id: number, field: EditField = 'all') => setOpen({ kind: 'edit', id, field }),
    remove: (id: number) => setOpen({ kind: 'delete', id }),
    recordSale: (id: number) => setOpen({ kind: 'sale', id }),
  };
}
