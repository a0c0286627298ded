import { z } from 'zod';
import { TICKET_TYPE_IDS } from '../permissions';

/** Tickets: ids, statuses, limits and how items split into tickets (sections 3 and 9). */

export type TicketTypeId = (typeof TICKET_TYPE_IDS)[number];
export const ticketTypeId = z.enum(TICKET_TYPE_IDS);

export const TICKET_STATUSES = ['PENDING', 'INPROGRESS', 'RESOLVED', 'REVIEWED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABEL: Record<TicketStatus, string> = {
  PENDING: 'Pending',
  INPROGRESS: 'In Progress',
  RESOLVED: 'Resolved',
  REVIEWED: 'Reviewed',
};
/** Chip colours of section 4: amber, blue, green, teal. */
export const TICKET_STATUS_COLOR: Record<TicketStatus, string> = {
  PENDING: '#f59e0b',
  INPROGRESS: '#2563eb',
  RESOLVED: '#16a34a',
  REVIEWED: '#0d9488',
};

/** Section 9. */
export const TICKET_LIMITS = {
  itemsPerTicket: 20,
  pageSizes: [50, 75, 100, 250, 500] as const,
  defaultPageSize: 50,
  deepSearchMax: 300,
  deepSearchMin: 3,
  scrollFlashMs: 1500,
  etaMinDays: 1,
  etaMaxDays: 365,
  progressStep: 10,
  maxItemsPerCreate: 10_000,
  /** Upload limit of ticket and invoice files (bytes). */
  uploadMaxBytes: 10 * 1024 * 1024,
} as const;

/** N rows raise ceil(N/20) tickets; an empty list still raises one (types without items). */
export function ticketsForItems(n: number): number {
  return Math.max(1, Math.ceil(n / TICKET_LIMITS.itemsPerTicket));
}
/** The items split into tickets of at most 20, in order. */
export function splitItems<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += TICKET_LIMITS.itemsPerTicket)
    out.push(items.slice(i, i + TICKET_LIMITS.itemsPerTicket));
  return out;
}
