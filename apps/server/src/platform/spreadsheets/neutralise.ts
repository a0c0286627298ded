/**
 * Formula injection: the rule lives in contracts (formula.ts) so the server's exports and the web's CSV
 * downloads neutralise the same texts. The .xlsx writer writes every text as a string cell, which Excel never
 * evaluates, so only CSV needs it.
 */
export { isFormulaLike, neutraliseFormula } from '@marketdesk/contracts/formula';
