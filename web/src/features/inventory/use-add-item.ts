import { itemCreateSchema } from '@surplus/shared';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client';
import { useToast } from '../../hooks/use-toast';
import { useCreateItem } from './api/create-item';
import { createFields, type ItemFormValues } from './item-form';

/**
 * Creates an item from an add form and shows the spec's outcome toasts: 'Item added' with View Inventory
 * (and Add Another when `onAddAnother` is given) for 10 s, or 'Error'. Answers whether the item was added.
 */
export function useAddItem() {
  const createItem = useCreateItem();
  const toast = useToast();
  const navigate = useNavigate();
  return async (values: ItemFormValues, onAddAnother?: () => void): Promise<boolean> => {
    try {
      const { imageUrl, ...fields } = itemCreateSchema.parse(createFields(values));
      await createItem.mutateAsync(imageUrl ? { ...fields, imageUrl } : fields);
      toast({
        title: 'Item added',
        description: 'The new inventory item has been successfully added',
        variant: 'success',
        actions: [
          { label: 'View Inventory', onClick: () => navigate('/my-inventory') },
          ...(onAddAnother ? [{ label: 'Add Another', onClick: onAddAnother }] : []),
        ],
      });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to add inventory item'), variant: 'destructive' });
      return false;
    }
  };
}
