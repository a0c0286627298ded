import { adgroupMasterOps } from '@marketdesk/contracts/operations/adgroup-master';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';

/** GET /marketing/adgroupmaster/profiles?mp_id=: the profiles the user may pick, asked once a marketplace is chosen. */
export function useAdgroupProfiles(mpId: number | null) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: ['adgroup-master', 'profiles', mpId],
    queryFn: ({ signal }) => call(adgroupMasterOps.profiles, { query: { mp_id: mpId! }, signal }),
    enabled: mpId !== null && selectedClientId !== null,
  });
}
