import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// setup.ts prints the page into a failed query's error once: not on each retry of findBy…/waitFor, and still when
// it times out or when a getBy… fails at once.
const PAGE = 'Ignored nodes: comments, script, style';
const times = (text: string, part: string) => text.split(part).length - 1;

describe('a failed query', () => {
  it('prints the page once when a findBy… times out', async () => {
    render(<button type="button">Hello</button>);
    const error = await screen
      .findByRole('button', { name: 'Nope' }, { timeout: 200 })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('Unable to find role="button" and name "Nope"');
    expect(times(message, PAGE)).toBe(1);
    expect(message).toContain('Hello');
    expect((error as Error).name).toBe('TestingLibraryElementError');
  });

  it('prints the page when a getBy… fails at once', () => {
    render(<p>Hello</p>);
    let message = '';
    try {
      screen.getByText('Nope');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Unable to find an element with the text: Nope');
    expect(times(message, PAGE)).toBe(1);
  });
});
