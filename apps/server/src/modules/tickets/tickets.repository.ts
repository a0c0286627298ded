import type { Executor } from '../../db/facts';
import { ticketLists } from './repository/list';
import { ticketReads } from './repository/reads';
import { ticketWrites } from './repository/writes';

export type { TicketHeader } from './repository/header';
export { countKeys, tabCondition, type Visibility } from './repository/list';

/**
 * Queries of the ticket tables; every one is bound to a client. Rules live in the policy and the service. Split
 * by what they serve: the dashboard's lists (repository/list.ts), reads of one ticket and of the types
 * (repository/reads.ts) and the writes (repository/writes.ts).
 */
export function ticketsRepository(db: Executor) {
  const reads = ticketReads(db);
  return {
    transaction: <T>(run: (tx: Executor) => Promise<T>) => db.transaction((tx) => run(tx)),
    ...ticketLists(db),
    ...reads,
    ...ticketWrites(db, reads),
  };
}
export type TicketsRepository = ReturnType<typeof ticketsRepository>;
