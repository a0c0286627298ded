import { TICKET_STATUS_COLOR } from '@marketdesk/contracts/tickets';
import { describe, expect, it } from 'vitest';
import { contrastRatio, textOn } from './contrast';
import { theme } from './theme';

describe('text colours on coloured backgrounds (WCAG AA: 4.5:1 for text)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });

  it('reads every ticket status chip at 4.5:1 or more', () => {
    for (const [status, colour] of Object.entries(TICKET_STATUS_COLOR))
      expect(contrastRatio(colour, textOn(colour)), status).toBeGreaterThanOrEqual(4.5);
  });

  it("reads the theme's secondary colour (SOON chips) at 4.5:1 or more", () => {
    const { main, contrastText } = theme.palette.secondary;
    expect(contrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['success', 'error', 'warning', 'info'] as const)(
    'reads the %s colour filled (its text on it) and outlined (it on white) at 4.5:1 or more',
    (colour) => {
      const { main, contrastText } = theme.palette[colour];
      expect(contrastRatio(main, contrastText), 'filled').toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(main, '#ffffff'), 'outlined').toBeGreaterThanOrEqual(4.5);
    },
  );
});
