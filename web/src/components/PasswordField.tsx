import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { Icon } from './Icon';
import { PlainIconButton } from './PlainButton';

/** A password input with a show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <PlainIconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                <Icon icon={visible ? 'VisibilityOff' : 'Visibility'} />
              </PlainIconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
