import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isPriced, ITEM_LIMITS, PRICE_MODES } from '@surplus/shared';
import type { FormikProps } from 'formik';
import { fieldProps } from '../../../lib/formik-field';
import { PRICE_MODE_LABELS, type EditField, type ItemFormValues } from '../item-form';

interface ItemFieldsProps {
  formik: FormikProps<ItemFormValues>;
  /** One field of the edit menus, or all. */
  only?: EditField;
  /** The edit dialog shows no validation messages. */
  showErrors?: boolean;
}

const PRICE_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 } as const;

/**
 * Category, Item Name, Item ID/SKU, Description, Quantity Available and the price, shared by the dialog and the add
 * page.
 */
export function ItemFields({ formik, only = 'all', showErrors = true }: ItemFieldsProps) {
  // The edit dialog keeps the messages of the quantity (what is on hold) and of the price: they are not the spec's.
  const props = (name: 'name' | 'itemId' | 'description' | 'quantity') => {
    const base = fieldProps(formik, name);
    return showErrors || name === 'quantity' ? base : { ...base, error: false, helperText: undefined };
  };
  const shows = (field: EditField) => only === 'all' || only === field;

  return (
    <Stack spacing={2.5}>
      {only === 'all' && (
        <FormControl>
          <FormLabel id="category-label">Category</FormLabel>
          <RadioGroup row aria-labelledby="category-label" name="category" value={formik.values.category} onChange={formik.handleChange}>
            <FormControlLabel value="door" control={<Radio />} label="Door" />
            <FormControlLabel value="part" control={<Radio />} label="Part" />
          </RadioGroup>
        </FormControl>
      )}
      {shows('name') && <TextField label="Item Name" required fullWidth {...props('name')} />}
      {shows('itemId') && <TextField label="Item ID/SKU" required fullWidth {...props('itemId')} />}
      {shows('description') && <TextField label="Description" required fullWidth multiline minRows={3} {...props('description')} />}
      {shows('quantity') && (
        <TextField
          label="Quantity Available"
          type="number"
          required
          fullWidth
          {...props('quantity')}
          slotProps={{ htmlInput: { min: ITEM_LIMITS.quantityMin, step: 1 } }}
        />
      )}
      {shows('price') && (
        <Box sx={PRICE_COLUMNS}>
          <TextField select label="Price" fullWidth {...fieldProps(formik, 'priceMode')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            {PRICE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {PRICE_MODE_LABELS[mode]}
              </option>
            ))}
          </TextField>
          {isPriced(formik.values.priceMode) && (
            <TextField
              label="Unit price (USD)"
              required
              fullWidth
              {...fieldProps(formik, 'unitPrice')}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
