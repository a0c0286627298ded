import type { TicketTypeId } from '@marketdesk/contracts/tickets';
import type { Random } from './prng';

/** Descriptions and comment texts of the demo tickets: what the people of a seller's team write. */

const DESCRIPTIONS: Partial<Record<TicketTypeId, string[]>> = {
  T1: [
    'Listing quality dropped on {mp}. Please rework titles and bullets of the SKUs below; the missing attributes are listed per row.',
    'Content audit of {brand}: fill in the missing attributes and refresh the search terms before the season starts.',
  ],
  T2: [
    'Competitors undercut us on {mp}. Check the prices below and propose new ones that keep the margin above 12%.',
    'Price alignment for {brand}: our price is above the competition on these SKUs.',
  ],
  T3: [
    'Source an alternative supplier for the SKUs below; the current carton cost went up 9%.',
    'New product request from the {brand} range review: quotes for 500 units at the target price.',
  ],
  T4: [
    'Ask {mp} seller support why these listings were suppressed last week.',
    'The marketplace merged our listings with another seller; open a case for the SKUs below.',
  ],
  T5: [
    'Stock cover is under 10 days for these SKUs. Plan a transfer or a purchase order.',
    'Stock mismatch between the warehouse count and {mp}; correct the quantities below.',
  ],
  T6: [
    'Update the {brand} store page: new hero banner and the autumn collection section.',
    'Store page section "Bestsellers" shows out-of-stock products; replace them.',
  ],
  T7: [
    'Net margin turned negative on these SKUs after the fee change. Review and decide on rebates.',
    'Customer rebate requests for {brand}: check margin before approving.',
  ],
  T8: [
    'The sales export of the Data Vault stops at 10,000 rows for {mp}. Steps: open Orders, filter last month, Export.',
    'Dashboard shows AMS spend twice for one day after the report re-pull. Screenshot in the drive folder.',
    'Upload of the price file failed with a timeout although the file is small (40 rows).',
  ],
  T9: [
    'Analyse why these SKUs lost sessions on {mp} since the last promotion.',
    'Return rate of these SKUs doubled; analyse the return reasons.',
  ],
  T10: [
    'New A+ content for the {brand} bestsellers; brief and references in the drive folder.',
    'Lifestyle images for the SKUs below, 7 images each, white background for the main image.',
  ],
  T11: ['Weekly search term and target analysis of {seller}.'],
  T12: ['Advertised products of {seller} without stock or buy box: pause them or restock.'],
  T14: ['Weekly rank tracking of {seller}: products whose organic rank dropped.'],
  T15: [
    'Prepare the monthly business review deck for {brand}.',
    'Reconcile the settlement of last month for {mp} and list the open claims.',
    'Onboard the new warehouse contact and share the inbound checklist.',
  ],
  T16: ['Invoice {invoice} uploaded; approve to write its SKU costs.'],
};

export function describe(random: Random, type: TicketTypeId, vars: Record<string, string>): string {
  const text = random.pick(DESCRIPTIONS[type] ?? ['Please take care of this ticket.']);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

export const COMMENTS = {
  opened: [
    'Raised after the weekly review; please pick it up this week.',
    'Adding context: this came up in the account call with the brand team.',
    'Priority is medium, but the season starts soon.',
  ],
  assigned: [
    'Assigning to {owner} who knows these listings best.',
    '{owner}, can you take this one? Thanks.',
  ],
  working: [
    'Started on this. First half of the SKUs done.',
    'Waiting for the supplier to confirm the carton dimensions.',
    'Checked {sku}: the marketplace shows an older version, will re-submit.',
    'Half done; the rest needs input from the brand team.',
  ],
  resolved: [
    'Done. All rows updated and checked on the marketplace.',
    'Completed; {sku} needed a second submission but it is live now.',
    'Resolved. Notes added per row.',
  ],
  reviewed: ['Checked a sample of rows, looks good.', 'Reviewed and closed. Thanks!'],
  automated: [
    'Acted on the rows with the worst ACOS first.',
    'Kept the rest as is until next week’s analysis.',
  ],
  rejected: 'Rejected: the invoice units do not match the delivery note.',
};

export function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}
