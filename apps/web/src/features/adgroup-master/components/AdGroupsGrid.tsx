import {
  ADGROUP_MASTER_DEFAULT_PAGE_SIZE,
  ADGROUP_MASTER_PAGE_SIZES,
  ADGROUP_MASTER_TEXT,
} from '@marketdesk/contracts/adgroup-master';
import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ServerPagedTable } from '../../../shared/grid/ServerPagedTable';
import { usePaging } from '../../../shared/grid/usePaging';
import { useDebounced } from '../../../shared/hooks/useDebounced';
import { useAdgroupList } from '../api/get-list';
import { masterColumns } from './master-columns';

/** The quick filter asks the server after this pause in typing. */
export const QUICK_FILTER_DEBOUNCE_MS = 400;

/**
 * The 'AdGroups' grid of the viewed profile: server-paged (25, 50, 100, 200, 500; default 50, so the MUI Table,
 * DESIGN 2) with a quick filter the server applies, and the columns the rows carry.
 */
export function AdGroupsGrid({ viewed }: { viewed: { mp_id: number; profile_id: string } }) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), QUICK_FILTER_DEBOUNCE_MS);
  // A new profile or filter starts at the first page.
  const paging = usePaging(
    ADGROUP_MASTER_DEFAULT_PAGE_SIZE,
    `${viewed.mp_id}|${viewed.profile_id}|${search}`,
  );
  const query = useAdgroupList({
    mp_id: viewed.mp_id,
    profile_id: viewed.profile_id,
    page: paging.page + 1,
    limit: paging.size,
    ...(search ? { search } : {}),
  });
  const rows = query.data?.items ?? [];
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {ADGROUP_MASTER_TEXT.gridTitle}
        </Typography>
        <TextField
          size="small"
          placeholder="Search…"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search' } }}
        />
      </Stack>
      <ServerPagedTable
        label={ADGROUP_MASTER_TEXT.gridTitle}
        query={query}
        rows={rows}
        total={query.data?.total ?? 0}
        dimmed={query.isPlaceholderData}
        columns={masterColumns(rows)}
        rowKey={(r) => r.pk_ad_group}
        pageSizes={ADGROUP_MASTER_PAGE_SIZES}
        paging={paging}
        empty={ADGROUP_MASTER_TEXT.empty}
        loadFailed={ADGROUP_MASTER_TEXT.loadFailed}
      />
    </Stack>
  );
}
