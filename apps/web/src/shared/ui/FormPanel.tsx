import { Box, Button, Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The form's accessible name (the screen's title). */
  label: string;
  /** Called on submit (the button or Enter in a field); the page does not navigate. */
  onSubmit(): void;
  /** The submit button's text; "Submit" unless given. */
  submitLabel?: string;
  submitDisabled?: boolean;
  /** The fields, stacked. */
  children: ReactNode;
}

/**
 * A form on its screen (not in a dialog): the fields stacked in an outlined panel, then the submit button. The
 * browser's own validation is off: the form's rules say what is missing.
 */
export function FormPanel({
  label,
  onSubmit,
  submitLabel = 'Submit',
  submitDisabled = false,
  children,
}: Props) {
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        {children}
        <Box>
          <Button type="submit" variant="contained" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
