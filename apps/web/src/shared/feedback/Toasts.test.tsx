import { ThemeProvider } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { theme } from '../theme/theme';
import { useNotify } from './notify';
import { Toasts } from './Toasts';

const VARIANTS = ['success', 'error', 'warning', 'info'] as const;
let notify: ReturnType<typeof useNotify>;

function Grab() {
  notify = useNotify();
  return null;
}

/** rgb(r, g, b) as computed by the browser to #rrggbb. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe('toasts (WCAG AA contrast, 4.5:1 for text)', () => {
  it.each(VARIANTS)('reads a %s toast at 4.5:1 or more', async (variant) => {
    render(
      <ThemeProvider theme={theme}>
        <Toasts>
          <Grab />
        </Toasts>
      </ThemeProvider>,
    );
    act(() => notify[variant](`A ${variant} toast`));
    const toast = (await screen.findByText(`A ${variant} toast`)).closest('[role="alert"]')!;
    const style = getComputedStyle(toast);
    expect(contrastRatio(hex(style.backgroundColor), hex(style.color))).toBeGreaterThanOrEqual(4.5);
  });
});
