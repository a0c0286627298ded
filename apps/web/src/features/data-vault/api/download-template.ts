import type { MarketplaceUserView } from '@marketdesk/contracts';
import { DATA_TYPE_LABELS, type DataType } from '@marketdesk/contracts/data-vault';
import { apiFile } from '../../../shared/api/client';

/** Spec 02 section 7: '{marketplace name} {data type} Template.xlsx', or without the marketplace name. */
export const templateName = (dataType: DataType, mp: MarketplaceUserView | null): string =>
  `${mp ? `${mp.name} ` : ''}${DATA_TYPE_LABELS[dataType]} Template.xlsx`;

/** GET /data/template?data_type=&mp_id= and let the browser save it under the spec's name. */
export async function downloadTemplate(dataType: DataType, mp: MarketplaceUserView | null): Promise<string> {
  const { blob } = await apiFile('/data/template', { query: { data_type: dataType, mp_id: mp?.pk_mp_id } });
  const name = templateName(dataType, mp);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
