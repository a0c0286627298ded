import type { MarketplaceUserView } from '@marketdesk/contracts';
import { DATA_TYPE_LABELS, type DataType } from '@marketdesk/contracts/data-vault';
import { dataUploadOps } from '@marketdesk/contracts/operations/data-upload';
import { download } from '../../../shared/api/call';
import { saveBlob } from '../../../shared/files/save-blob';

/** Spec 02 section 7: '{marketplace name} {data type} Template.xlsx', or without the marketplace name. */
export const templateName = (dataType: DataType, mp: MarketplaceUserView | null): string =>
  `${mp ? `${mp.name} ` : ''}${DATA_TYPE_LABELS[dataType]} Template.xlsx`;

/** GET /data/template?data_type=&mp_id= and let the browser save it under the spec's name. */
export async function downloadTemplate(dataType: DataType, mp: MarketplaceUserView | null): Promise<string> {
  const { blob } = await download(dataUploadOps.template, {
    query: { data_type: dataType, mp_id: mp?.pk_mp_id },
  });
  const name = templateName(dataType, mp);
  saveBlob(blob, name);
  return name;
}
