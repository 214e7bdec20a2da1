import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatFeetInches, parseFeetInches } from '../lib/feet-inches';

export const FEET_INCHES_PROBLEM = `Enter feet and inches, like 12' 0", or inches`;

interface FeetInchesFieldProps {
  label: string;
  name: string;
  value: number | undefined;
  /**
   * Whole inches, undefined when the field is empty, NaN while the text cannot be read: a form's number check
   * then holds the submit instead of sending the last readable size.
   */
  onChange: (inches: number | undefined) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
}

const readText = (text: string) => (text.trim() === '' ? undefined : (parseFeetInches(text) ?? Number.NaN));
const showValue = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : formatFeetInches(value));

/** A length typed as `12' 6"`, `12ft 6in`, `12'` or inches (`150`), shown back as `12' 6"` once the field is left. */
export function FeetInchesField({ label, name, value, onChange, onBlur, error, helperText, size }: FeetInchesFieldProps) {
  const [text, setText] = useState(() => showValue(value));
  // A value set from outside (a reset, a suggested size) replaces the text; one typed here leaves the text as typed.
  const [lastValue, setLastValue] = useState(value);
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (!Object.is(value, readText(text))) setText(showValue(value));
  }
  const unreadable = Number.isNaN(readText(text));

  return (
    <TextField
      label={label}
      name={name}
      size={size}
      fullWidth
      value={text}
      placeholder={`12' 0"`}
      autoComplete="off"
      onChange={(event) => {
        setText(event.target.value);
        const inches = readText(event.target.value);
        setLastValue(inches);
        onChange(inches);
      }}
      onBlur={() => {
        const inches = readText(text);
        if (inches !== undefined && !Number.isNaN(inches)) setText(formatFeetInches(inches));
        onBlur?.();
      }}
      error={unreadable || error}
      helperText={unreadable ? FEET_INCHES_PROBLEM : helperText}
    />
  );
}
