import type { Db } from '../db/client';
import type { FilesService } from './files';

/**
 * Approval targets of T16 (spec 03 section 4, "Accept (Insert)"): an upload that waits in a T16 ticket names
 * its data type on the item (`data_type`); Accept hands the stored file (`file_id`) and the item's metadata
 * to the target registered for that type, which lands the data all-or-nothing in the action's transaction.
 * The invoice module names 'invoice'; the ad-group master upload will name its own. A target that
 * answers `ok: false` (or throws) has written nothing: the T16 handler runs it in a savepoint.
 */
export interface ApprovalInput {
  /** The action's transaction (a savepoint of it). Use only this: the request's transaction holds the database. */
  tx: Db;
  clientId: number;
  /** The person accepting or rejecting. */
  userId: number;
  ticketId: number;
  fileId: number;
  fileName: string;
  metadata: Record<string, unknown>;
  /** The whole item as stored (its keys and values). */
  item: Record<string, unknown>;
  /** Stored files, bound to `tx` (for a target that lands the file through the upload pipeline). */
  files: FilesService;
}

export type ApprovalOutcome =
  | { ok: true; message: string; result?: unknown }
  | { ok: false; message: string };

export interface ApprovalTarget {
  /** Lands the file's data; safe to call again (a second Accept must not apply twice). */
  accept(input: ApprovalInput): Promise<ApprovalOutcome>;
  /** Records the rejection where the data type keeps a state (optional). */
  reject?(input: ApprovalInput & { reason: string }): Promise<ApprovalOutcome>;
}

const targets = new Map<string, ApprovalTarget>();

/**
 * Plugs a data type in; the app calls it for the targets a module names in its description
 * (`ServerModule.approvalTargets`). Names match case-insensitively.
 */
export function registerApprovalTarget(dataType: string, target: ApprovalTarget): void {
  targets.set(dataType.trim().toLowerCase(), target);
}

export const approvalTarget = (dataType: string): ApprovalTarget | undefined =>
  targets.get(dataType.trim().toLowerCase());
