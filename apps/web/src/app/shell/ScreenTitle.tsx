import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { APP_NAME, screenTitle } from './screen-title';

/**
 * Names the open screen in the document title (WCAG 2.4.2, Page Titled): the browser's tabs, history and
 * bookmarks and assistive technology read it, so a person with ten tabs of Marketdesk open finds the one they
 * want. The name is the route's handle, from the screen registry; leaving the shell (signing out) gives the tab
 * back its plain name.
 */
export function ScreenTitle() {
  const screen = useMatches()
    .map((m) => (m.handle as { screen?: string } | undefined)?.screen)
    .findLast(Boolean);
  useEffect(() => {
    document.title = screenTitle(screen);
  }, [screen]);
  useEffect(
    () => () => {
      document.title = APP_NAME;
    },
    [],
  );
  return null;
}
