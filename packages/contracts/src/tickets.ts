/**
 * Tickets (spec 03 sections 2–9, DESIGN 9 "Tickets"). One contract for the server and the screens: the ticket
 * shape of the spec (`data.items`, `comments`, `ticket_type_info`), the calls of section 7, the tab rules, the
 * row-action catalogue and every text the spec quotes. Rules live here once; the server enforces them, the
 * screens only mirror them.
 */

export * from './tickets/actions';
export * from './tickets/comments';
export * from './tickets/files';
export * from './tickets/invoices';
export * from './tickets/list';
export * from './tickets/model';
export * from './tickets/texts';
export * from './tickets/ticket';
export * from './tickets/types';
export * from './tickets/writes';
