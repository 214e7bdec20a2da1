import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOOR_TYPES, MATERIALS, PART_TYPES, readSize, SPEC_LIMITS } from '@surplus/shared';
import type { FormikProps } from 'formik';
import { FeetInchesField } from '../../../components/FeetInchesField';
import { PlainButton } from '../../../components/PlainButton';
import { fieldProps } from '../../../lib/formik-field';
import { sizeLabel, specOption } from '../../../lib/spec-line';
import type { ItemFormValues } from '../item-form';

type SizeField = 'widthIn' | 'heightIn' | 'fitsWidthIn' | 'fitsHeightIn';
type OptionField = 'doorType' | 'material' | 'partType';

interface ItemSpecFieldsProps {
  formik: FormikProps<ItemFormValues>;
  /** The edit dialog offers the size its name and description give while none is entered. */
  suggestSize?: boolean;
}

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 } as const;

/** The specs of a door (type, size, material, insulation, color, wind rating) or of a part (type, the door size it fits). */
export function ItemSpecFields({ formik, suggestSize = false }: ItemSpecFieldsProps) {
  const { values } = formik;
  const door = values.category === 'door';
  const [widthField, heightField]: [SizeField, SizeField] = door ? ['widthIn', 'heightIn'] : ['fitsWidthIn', 'fitsHeightIn'];
  const noSize = values[widthField] === undefined && values[heightField] === undefined;
  const suggested = suggestSize && noSize ? readSize(`${values.name}\n${values.description}`) : null;

  // Unticking Insulated takes the R-value with it; an R-value stored without the box ticked still shows.
  const toggleInsulated = (_event: unknown, insulated: boolean) =>
    void formik.setValues({ ...values, insulated, rValue: insulated ? values.rValue : '' });

  const size = (name: SizeField, label: string) => {
    const { error, helperText } = fieldProps(formik, name);
    return (
      <FeetInchesField
        label={label}
        name={name}
        value={values[name]}
        onChange={(inches) => void formik.setFieldValue(name, inches)}
        onBlur={() => void formik.setFieldTouched(name, true)}
        error={error}
        helperText={helperText}
      />
    );
  };
  const options = (name: OptionField, label: string, choices: readonly string[]) => (
    <TextField select label={label} fullWidth {...fieldProps(formik, name)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">Not given</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {specOption(choice)}
        </option>
      ))}
    </TextField>
  );

  return (
    <Stack component="section" aria-labelledby="specs-heading" spacing={2}>
      <Typography id="specs-heading" variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        Specifications{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          (optional)
        </Typography>
      </Typography>
      {door ? (
        <>
          <Box sx={TWO_COLUMNS}>
            {options('doorType', 'Door type', DOOR_TYPES)}
            {options('material', 'Material', MATERIALS)}
            {size('widthIn', 'Width')}
            {size('heightIn', 'Height')}
          </Box>
          {suggested && <SizeSuggestion size={suggested} onUse={() => void formik.setValues({ ...values, widthIn: suggested.widthIn, heightIn: suggested.heightIn })} />}
          <TextField label="Color" fullWidth {...fieldProps(formik, 'color')} slotProps={{ htmlInput: { maxLength: SPEC_LIMITS.colorMax } }} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
            <FormControlLabel control={<Checkbox name="insulated" checked={values.insulated} onChange={toggleInsulated} />} label="Insulated" />
            <FormControlLabel control={<Checkbox name="windRated" checked={values.windRated} onChange={formik.handleChange} />} label="Wind rated" />
          </Box>
          {(values.insulated || values.rValue !== '') && (
            <TextField
              label="R-value"
              type="number"
              fullWidth
              {...fieldProps(formik, 'rValue')}
              slotProps={{ htmlInput: { min: SPEC_LIMITS.rValueMin, max: SPEC_LIMITS.rValueMax, step: 0.1, inputMode: 'decimal' } }}
            />
          )}
        </>
      ) : (
        <>
          {options('partType', 'Part type', PART_TYPES)}
          <Box sx={TWO_COLUMNS}>
            {size('fitsWidthIn', 'Fits width')}
            {size('fitsHeightIn', 'Fits height')}
          </Box>
          {suggested && (
            <SizeSuggestion size={suggested} onUse={() => void formik.setValues({ ...values, fitsWidthIn: suggested.widthIn, fitsHeightIn: suggested.heightIn })} />
          )}
        </>
      )}
    </Stack>
  );
}

function SizeSuggestion({ size, onUse }: { size: { widthIn: number; heightIn: number }; onUse: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Size from the text: {sizeLabel(size.widthIn, size.heightIn)}
      </Typography>
      <PlainButton size="small" onClick={onUse}>
        Use this size
      </PlainButton>
    </Stack>
  );
}
