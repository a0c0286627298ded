import { ADGROUP_MASTER_TEXT, type AdGroupMasterListQuery } from '@marketdesk/contracts/adgroup-master';
import { adgroupMasterOps } from '@marketdesk/contracts/operations/adgroup-master';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { downloadTemplate } from '../../../shared/data-screen/TemplateButton';
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

/** GET /marketing/adgroupmaster/template: the master's columns, saved under the server's name. */
export const downloadAdgroupTemplate = () =>
  downloadTemplate(adgroupMasterOps.template, {}, ADGROUP_MASTER_TEXT.templateFileName, { serverName: true });
