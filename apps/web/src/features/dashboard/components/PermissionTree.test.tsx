import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from '../../../test/factories';
import { PermissionTree } from './PermissionTree';

describe('PermissionTree', () => {
  it('nests its levels as lists: every item sits directly in a list (axe listitem, WCAG 1.3.1)', async () => {
    render(<PermissionTree user={user()} selectedClientId={1} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Seller/ }));
    expect(screen.getAllByText('dashboard:view').length).toBeGreaterThan(0);
    const items = screen.getByTestId('permission-tree').querySelectorAll('li');
    expect(items.length).toBeGreaterThan(2);
    for (const li of items)
      expect(li.parentElement?.matches('ul:not([role]), ol:not([role]), [role="list"]')).toBe(true);
  });
});
