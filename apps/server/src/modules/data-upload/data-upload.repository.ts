import type { Db } from '../../db/client';
import { findMarketplace, isAssignedMarketplace } from '../../platform/report-scope';
import type { MarketplaceInfo } from './targets';

/** Queries of the upload and template calls besides the writes (targets do those). */
export function dataUploadRepository(db: Db) {
  return {
    marketplace: (mpId: number): Promise<MarketplaceInfo | null> => findMarketplace(db, mpId),

    /** Whether the marketplace is assigned to the user (platform/report-scope). */
    isAssigned: (userId: number, mpId: number) => isAssignedMarketplace(db, userId, mpId),
  };
}
export type DataUploadRepository = ReturnType<typeof dataUploadRepository>;
