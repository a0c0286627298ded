import type { AdGroupMasterListQuery } from '@marketdesk/contracts/adgroup-master';
import { adgroupMasterOps } from '@marketdesk/contracts/operations/adgroup-master';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { useSession } from '../../../shared/session/store';

/** GET /marketing/adgroupmaster/list: one page of the viewed profile (null: nothing viewed yet). */
export function useAdgroupList(query: AdGroupMasterListQuery | null) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: ['adgroup-master', 'list', query],
    queryFn: ({ signal }) => call(adgroupMasterOps.list, { query: query!, signal }),
    enabled: query !== null && selectedClientId !== null,
    placeholderData: keepPreviousData,
  });
}
