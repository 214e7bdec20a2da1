import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { apiErrorStatus, type InventoryItem } from '@surplus/shared';
import { errorMessage } from '../../../api/client';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { useDeleteItem } from '../api/delete-item';

interface DeleteItemDialogProps {
  item: InventoryItem;
  onClose: () => void;
  onDeleted?: () => void;
  /** The detail page's wording; the lists ask in one sentence. */
  variant?: 'list' | 'detail';
}

export function DeleteItemDialog({ item, onClose, onDeleted, variant = 'list' }: DeleteItemDialogProps) {
  const deleteItem = useDeleteItem();
  const toast = useToast();
  // Awaited, not mutate's callbacks: those are dropped when this dialog unmounts, and the live update of
  // the delete can refresh the item out of the list, taking the dialog with it, before the answer arrives.
  const onConfirm = async () => {
    try {
      await deleteItem.mutateAsync(item.id);
    } catch (error) {
      // A listing with units on hold cannot go: the conflict says so; anything else is the spec's message.
      const description = apiErrorStatus(error) === 409 ? errorMessage(error, 'Failed to delete item') : 'Failed to delete item';
      toast({ title: 'Error', description, variant: 'destructive' });
      return;
    }
    toast({ title: 'Item deleted', description: `${item.name} has been removed from your inventory.`, variant: 'success' });
    onClose();
    onDeleted?.();
  };

  return (
    <Dialog open onClose={deleteItem.isPending ? undefined : onClose} role="alertdialog" aria-labelledby="delete-title" aria-describedby="delete-text">
      <DialogTitle id="delete-title">{variant === 'detail' ? 'Are you sure you want to delete this item?' : 'Delete item'}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-text">
          {variant === 'detail'
            ? `This action cannot be undone. This will permanently delete "${item.name}" from your inventory.`
            : 'Are you sure you want to delete this item? This action cannot be undone.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <PlainButton onClick={onClose} disabled={deleteItem.isPending} autoFocus>
          Cancel
        </PlainButton>
        <PlainButton color="error" variant="contained" onClick={onConfirm} disabled={deleteItem.isPending}>
          {deleteItem.isPending ? 'Deleting...' : 'Delete'}
        </PlainButton>
      </DialogActions>
    </Dialog>
  );
}
