import type { FocusedSkuAnalysis } from '@marketdesk/contracts/focused-sku';
import type { Executor } from '../../../db/facts';

export interface RaiseAnalysisTicketsInput {
  clientId: number;
  mpId: number;
  /** The records an analysis just stored. */
  records: readonly FocusedSkuAnalysis[];
}

/**
 * Raises the automated tickets an analysis calls for (issue 19 item 3: T1, T2, T5, T7), never repeating a SKU an
 * open ticket of the same type already holds. Placeholder until the tickets part lands: raises nothing.
 */
export async function raiseAnalysisTickets(
  _db: Executor,
  _input: RaiseAnalysisTicketsInput,
): Promise<{ ticketIds: number[] }> {
  return { ticketIds: [] };
}
