/**
 * The deep-search text of a ticket (`tickets.search_doc`). The one builder lives in contracts
 * (`@marketdesk/contracts/ticket-search`) so that every writer can use it: this module, the demo data in db/demo
 * (which may not import modules) and the bench.
 */
export { type SearchDocInput, ticketSearchDoc } from '@marketdesk/contracts/ticket-search';
