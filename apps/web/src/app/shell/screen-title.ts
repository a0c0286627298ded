export const APP_NAME = 'Marketdesk';

/** The browser tab's text for a screen: its name first, so tabs, history and bookmarks tell screens apart. */
export const screenTitle = (screen: string | undefined) => (screen ? `${screen} · ${APP_NAME}` : APP_NAME);
