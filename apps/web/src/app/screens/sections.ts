import { always, type Rule, type SectionId } from './screen';

/** The sidebar's sections (spec 01 section 2.3), in the order shown. */
export interface MenuSection {
  id: SectionId;
  label: string;
  /** Sections under the Management heading. */
  heading?: 'Management';
  /** Who sees the section at all; its entries add their own rule. */
  who: Rule;
}

export const SECTIONS: MenuSection[] = [
  { id: 'home', label: 'Home', who: always },
  { id: 'focused-skus', label: 'Focused SKUs', who: (p) => p.flags.channel_report },
  { id: 'focused-ads', label: 'Focused Ads', who: (p) => p.flags.channel_report },
  { id: 'data', label: 'Data', who: always },
  { id: 'vendor', label: 'Vendor', who: (p) => p.flags.purchase_orders || p.flags.df_orders },
  { id: 'business', label: 'Business', who: always },
  // "client admins only" (spec 01 section 2.3): a super admin sees it where they hold the Client Admin role;
  // the client-admin guard still admits them to these routes.
  { id: 'client-admin', label: 'Client Admin', heading: 'Management', who: (p) => p.isClientAdmin },
  { id: 'super-admin', label: 'Super Admin', heading: 'Management', who: (p) => p.isSuperAdmin },
  { id: 'marketing', label: 'Marketing', who: always },
];
