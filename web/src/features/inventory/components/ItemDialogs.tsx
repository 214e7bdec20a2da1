import type { InventoryItem } from '@surplus/shared';
import { useState } from 'react';
import type { EditField } from '../item-form';
import { DeleteItemDialog } from './DeleteItemDialog';
import { LazyItemFormDialog } from './LazyItemFormDialog';
import { QuickViewDialog } from './QuickViewDialog';

type Open = { kind: 'view' | 'delete'; id: number } | { kind: 'edit'; id: number; field: EditField } | null;

/**
 * Quick view, edit and delete for a list of items. Dialogs hold an id, not a copy, so they show
 * the item as refreshed after a write.
 */
export function useItemDialogs(items: InventoryItem[], userId: number | undefined) {
  const [open, setOpen] = useState<Open>(null);
  const item = open ? items.find((candidate) => candidate.id === open.id) : undefined;
  const close = () => setOpen(null);

  // Only a click opens one, which the server never sees: its bundle leaves them out (components/browser-only.ts).
  const dialogs = typeof window !== 'undefined' && item && open && (
    <>
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
    </>
  );

  return {
    dialogs,
    view: (id: number) => setOpen({ kind: 'view', id }),
    edit: (id: number, field: EditField = 'all') => setOpen({ kind: 'edit', id, field }),
    remove: (id: number) => setOpen({ kind: 'delete', id }),
  };
}
