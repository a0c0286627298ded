import type { ModuleFlag, ResolvedPermissions } from '@marketdesk/contracts';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * One screen of the app, written once: its route, its guard, its lazy page and its place in the sidebar. The route
 * table, the router, the sidebar with its icons and the guards are all read from these entries (`SCREENS`).
 */
export interface Screen {
  /** The route path of spec 01 section 2.4 (`:name` for a parameter). */
  path: string;
  /** The screen's name (spec 02 and 03 section 2), in the route's handle. */
  title: string;
  /** Who may open the route: any signed-in user (the screen checks its own data access), client admins or super admins. */
  guard: Guard;
  /**
   * The page, loaded when the route is first opened: `<feature>/<folder>/<Component>`, the file
   * `features/<feature>/<folder>/<Component>.tsx` exporting `<Component>` (see `pages.ts`).
   */
  page: PageRef;
  /** Where the sidebar shows it; screens reached from another screen (a detail, a history) have none. */
  menu?: MenuPlace;
}

export type Guard = 'area' | 'client-admin' | 'super-admin';
export type PageRef = `${string}/${string}/${string}Page`;

/** Who sees a menu entry or section in the selected client. */
export type Rule = (p: ResolvedPermissions) => boolean;

export interface MenuPlace {
  section: SectionId;
  /** Position within the section, from 1. */
  order: number;
  /** The sidebar's label (spec 01 section 2.3), which may differ from the screen's title. */
  label: string;
  icon: SvgIconComponent;
  /** Shown with a SOON chip (a screen not built yet). */
  soon?: true;
  /** Who sees the entry, on top of its section's rule; everyone when absent. */
  who?: Rule;
}

export type SectionId =
  | 'home'
  | 'focused-skus'
  | 'focused-ads'
  | 'data'
  | 'vendor'
  | 'business'
  | 'client-admin'
  | 'super-admin'
  | 'marketing';

export const always: Rule = () => true;
/** Holds any of these module flags. */
export const flag =
  (...flags: ModuleFlag[]): Rule =>
  (p) =>
    flags.some((f) => p.flags[f]);
/** Holds any of these permission codes. */
export const code =
  (...codes: string[]): Rule =>
  (p) =>
    codes.some((c) => p.codes.includes(c));

/** A screen behind one guard, with its sidebar place when it has one. */
export const screen = (
  guard: Guard,
  path: string,
  title: string,
  page: PageRef,
  menu?: MenuPlace,
): Screen => ({
  path,
  title,
  guard,
  page,
  ...(menu ? { menu } : {}),
});

/** An area screen (any signed-in user may open the route; the screen checks its own data access). */
export const area = (path: string, title: string, page: PageRef, menu?: MenuPlace): Screen =>
  screen('area', path, title, page, menu);

/** A sidebar place: the section, the position in it, the menu's label and icon, and who sees the entry. */
export const place = (
  section: SectionId,
  order: number,
  label: string,
  icon: SvgIconComponent,
  who?: Rule,
): MenuPlace => ({ section, order, label, icon, ...(who ? { who } : {}) });
