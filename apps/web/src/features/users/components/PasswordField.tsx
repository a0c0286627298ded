import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { forwardRef, useState } from 'react';

/** A password input with its own show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps & { label: string }>(
  function PasswordField(props, ref) {
    const [shown, setShown] = useState(false);
    return (
      <TextField
        {...props}
        inputRef={ref}
        type={shown ? 'text' : 'password'}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={`${shown ? 'Hide' : 'Show'} ${props.label}`}
                  aria-pressed={shown}
                  onClick={() => setShown((v) => !v)}
                  edge="end"
                >
                  {shown ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
