import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f4e79' },
    // Black on the orange: white on it is 3.0:1, under the 4.5:1 WCAG AA asks of text (the SOON chips).
    secondary: { main: '#e07a1f', contrastText: '#000000' },
    // Darker than MUI's #ed6c02 and #0288d1 (3.1 and 3.9:1 with white): a filled chip or toast and an outlined
    // chip's text on white read at 4.5:1 or more (the report status chips, the toasts).
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  components: {
    // A disabled field's helper text still explains it: the default grey (#9e9e9e) is 2.7:1 on white.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica", "Arial", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.35rem', fontWeight: 600 },
    // Buttons and tabs show their label as written (the spec quotes them: Add User, Mark all as read, GO).
    button: { textTransform: 'none' },
  },
});
