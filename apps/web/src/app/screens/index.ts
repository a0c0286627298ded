import { ADMIN } from './admin';
import { BUSINESS } from './business';
import { DATA } from './data';
import { FOCUSED } from './focused';
import { HOME } from './home';
import { MARKETING } from './marketing';
import type { Screen } from './screen';
import { VENDOR } from './vendor';

export type { Guard, MenuPlace, PageRef, Rule, Screen, SectionId } from './screen';
export { type MenuSection, SECTIONS } from './sections';

/**
 * The screen registry: every route of spec 01 section 2.4, one entry each, grouped in files by menu section.
 * A new screen is one entry here (and its page); the router, the sidebar and its icons, the guards and the
 * browser tests' every-route journey read this list.
 */
export const SCREENS: readonly Screen[] = [
  ...HOME,
  ...FOCUSED,
  ...DATA,
  ...VENDOR,
  ...BUSINESS,
  ...ADMIN,
  ...MARKETING,
];

/** The screen of the index route. */
export const HOME_SCREEN_PATH = '/dashboard';
