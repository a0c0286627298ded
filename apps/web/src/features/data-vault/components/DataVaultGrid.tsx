import type { MarketplaceUserView } from '@marketdesk/contracts';
import { DATA_TYPE_LABELS, type DataType } from '@marketdesk/contracts/data-vault';
import { ServerDataGrid } from '../../../shared/grid/ServerDataGrid';
import { ExportButton } from '../../../shared/tasks/ExportButton';
import type { GridEndpoint } from '../api/grid-endpoint';
import { dataVaultKeys } from '../api/keys';
import { startExport } from '../api/start-export';

interface Props {
  dataType: DataType;
  marketplace: MarketplaceUserView | null;
  endpoint: GridEndpoint;
}

/** The Data Vault's editable grid (initial page size 50) with its export (spec 02 sections 2 and 4). */
export function DataVaultGrid({ dataType, marketplace, endpoint }: Props) {
  const label = [marketplace?.name, DATA_TYPE_LABELS[dataType]].filter(Boolean).join(' ');
  const mpId = marketplace?.pk_mp_id ?? null;
  return (
    <ServerDataGrid
      // A new grid starts on page 1 with no edits, sort or filter of the one before.
      key={`${endpoint.ops.page.path}:${mpId}`}
      label={label}
      queryKey={dataVaultKeys.grid(endpoint.ops.page.path, mpId)}
      operation={endpoint.ops.page}
      params={endpoint.params}
      updateOperation={endpoint.ops.update}
      updateParams={endpoint.updateParams}
      columns={endpoint.columns}
      identifierLink={endpoint.identifierLink}
      currency={endpoint.currency}
      initialPageSize={50}
      actions={(selection) => (
        <ExportButton
          label={`${label} export`}
          owner={`data-vault:${dataType}:${mpId ?? ''}`}
          start={() => startExport(endpoint, selection)}
        />
      )}
    />
  );
}
