import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { apiErrorStatus, type Category, type InventoryItem } from '@surplus/shared';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { useRequireUser } from '../../../hooks/use-require-user';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { PlainButton } from '../../../components/PlainButton';
import { useUpdateItem } from '../api/update-item';
import { changedFields, emptyItemForm, itemToForm, validateCreate, validateChanges, type EditField, type ItemFormValues } from '../item-form';
import { useAddItem } from '../use-add-item';
import { ItemFields } from './ItemFields';
import { ItemSpecFields } from './ItemSpecFields';

interface ItemFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit mode when given. */
  item?: InventoryItem;
  field?: EditField;
  defaultCategory?: Category;
  /** The 'Add Another' toast action reopens the dialog through this. */
  onAddAnother?: () => void;
}

type DialogTab = 'details' | 'image';

/** Add or edit an item: tabs Item Details and Upload Image (Item Image when editing). */
export function ItemFormDialog({ open, onClose, item, field = 'all', defaultCategory = 'door', onAddAnother }: ItemFormDialogProps) {
  const editing = item !== undefined;
  const requireUser = useRequireUser();
  const toast = useToast();
  const addItem = useAddItem();
  const updateItem = useUpdateItem();
  const [tab, setTab] = useState<DialogTab>(field === 'image' ? 'image' : 'details');
  const [uploading, setUploading] = useState(false);

  // Checked each time the dialog opens, not on every render.
  useEffect(() => {
    if (open) void requireUser('You must be signed in to add or edit inventory items.').then((signedIn) => signedIn || onClose());
  }, [open]);

  const formik = useFormik<ItemFormValues>({
    initialValues: item ? itemToForm(item) : emptyItemForm(defaultCategory),
    validate: item ? validateChanges(item) : validateCreate,
    onSubmit: async (values, helpers) => {
      if (item) {
        const changes = changedFields(item, values);
        if (Object.keys(changes).length === 0) return onClose();
        try {
          await updateItem.mutateAsync({ id: item.id, changes });
          toast({ title: 'Item updated', description: 'The inventory item has been successfully updated', variant: 'success' });
          onClose();
        } catch (error) {
          // A conflict says why (units put on hold since the dialog opened); anything else is the spec's message.
          const description = apiErrorStatus(error) === 409 ? errorMessage(error, 'Failed to update inventory item') : 'Failed to update inventory item';
          toast({ title: 'Update failed', description, variant: 'destructive' });
        }
        return;
      }
      if (await addItem(values, onAddAnother)) {
        helpers.resetForm({ values: emptyItemForm() });
        setTab('details');
        onClose();
      }
    },
  });

  // A failed submit may come from the details tab while the image tab shows.
  useEffect(() => {
    if (formik.submitCount > 0 && !formik.isValid && field === 'all') setTab('details');
  }, [formik.submitCount, formik.isValid, field]);

  const busy = formik.isSubmitting || uploading;
  const title = editing ? (field === 'all' ? 'Edit Item' : `Edit ${item.name}`) : 'Add New Inventory Item';

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="item-dialog-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="item-dialog-title">{title}</DialogTitle>
        <DialogContent dividers sx={{ minHeight: 360 }}>
          {field === 'all' && (
            <Tabs value={tab} onChange={(_event, value: DialogTab) => setTab(value)} sx={{ mb: 2 }}>
              <Tab label="Item Details" value="details" />
              <Tab label={editing ? 'Item Image' : 'Upload Image'} value="image" />
            </Tabs>
          )}
          {tab === 'details' && field !== 'image' ? (
            <>
              <ItemFields formik={formik} only={field} showErrors={!editing} />
              {field === 'all' && (
                <>
                  <Divider sx={{ my: 3 }} />
                  <ItemSpecFields formik={formik} suggestSize={editing} />
                </>
              )}
            </>
          ) : (
            <ImageUploadField
              value={formik.values.imageUrl}
              onChange={(url) => formik.setFieldValue('imageUrl', url)}
              onBusyChange={setUploading}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <PlainButton onClick={onClose} disabled={busy}>
            Cancel
          </PlainButton>
          <PlainButton type="submit" variant="contained" disabled={busy}>
            {editing ? (formik.isSubmitting ? 'Updating...' : 'Save Changes') : formik.isSubmitting ? 'Adding...' : 'Add Item'}
          </PlainButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
