import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketplaceLogo } from './MarketplaceLogo';

describe('MarketplaceLogo', () => {
  it('shows the bundled logo of a named marketplace', () => {
    render(<MarketplaceLogo name="Amazon US" shortCode="AZ_US" />);
    const img = screen.getByRole('img', { name: 'Amazon US logo' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(img.getAttribute('data-disabled')).toBe('false');
  });

  it('falls back to text when the logo fails to load or none exists', () => {
    render(<MarketplaceLogo name="Noon UAE" shortCode="NN_AE" src="/broken.png" disabled />);
    fireEvent.error(screen.getByRole('img', { name: 'Noon UAE logo' }));
    const text = screen.getByTestId('mp-logo-NN_AE');
    expect(text.getAttribute('data-fallback')).toBe('true');
    expect(text.textContent).toBe('Noon UAE');
    expect(text.getAttribute('data-disabled')).toBe('true');
    render(<MarketplaceLogo name="Kaufland" shortCode="KL_DE" />);
    expect(screen.getByTestId('mp-logo-KL_DE').textContent).toBe('Kaufland');
  });

  it('shows the text a screen asks for instead of the name', () => {
    render(<MarketplaceLogo name="Kaufland DE" shortCode="KL_DE" fallbackText="KL_DE" />);
    expect(screen.getByRole('img', { name: 'Kaufland DE logo' }).textContent).toBe('KL_DE');
  });
});
