import type { ResolvedPermissions } from '@marketdesk/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import { SCREENS } from './index';
import type { SectionId } from './screen';
import { SECTIONS } from './sections';

/** The sidebar of spec 01 section 2.3, read from the screen registry: sections, labels and paths as written there. */
export interface MenuEntry {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Shown with a SOON chip (a screen not built yet). */
  soon?: boolean;
}

export interface MenuGroup {
  id: SectionId;
  label: string;
  /** Groups under the Management heading. */
  section?: 'Management';
  entries: MenuEntry[];
}

/** The groups and entries this user sees in the selected client; empty groups are left out. */
export function sidebarMenu(perms: ResolvedPermissions): MenuGroup[] {
  return SECTIONS.filter((s) => s.who(perms))
    .map(({ id, label, heading }) => ({
      id,
      label,
      ...(heading ? { section: heading } : {}),
      entries: SCREENS.flatMap((s) => (s.menu?.section === id ? [{ ...s.menu, path: s.path }] : []))
        .filter((m) => m.who?.(perms) ?? true)
        .sort((a, b) => a.order - b.order)
        .map(({ label, path, icon, soon }) => ({ label, path, icon, ...(soon ? { soon } : {}) })),
    }))
    .filter((g) => g.entries.length > 0);
}
