import { ADGROUP_MASTER_DATA_TYPE } from '@marketdesk/contracts/adgroup-master';
import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import { filesFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import { registerAdgroupMasterRoutes } from './adgroup-master.routes';
import { adgroupMasterService } from './adgroup-master.service';
import { ADGROUP_MASTER_APPROVAL } from './adgroup-master-approval';
import { writeDemoAdgroupMaster } from './demo-adgroup-master';

const routes: ApiModule = async (app, deps) => {
  await registerUploadParsing(app, TICKET_LIMITS.uploadMaxBytes);
  registerAdgroupMasterRoutes(app, adgroupMasterService({ db: deps.db, files: filesFor(deps) }));
};

export { DEMO_ADGROUP_MASTER_FILE, writeDemoAdgroupMaster } from './demo-adgroup-master';

/**
 * AdGroup Master (issue 21 item 4): an ad-group master file waits in a T16 ticket; accepting the row writes the
 * profile's campaigns and ad groups (the 'adgroup_master' approval target). The target ACOS written here is what
 * the T11 analysis aims at (ad_groups.target_acos).
 */
export const adgroupMaster: ServerModule = {
  name: 'adgroup-master',
  routes,
  approvalTargets: { [ADGROUP_MASTER_DATA_TYPE]: ADGROUP_MASTER_APPROVAL },
  // An ad-group master waiting in a T16 ticket for approval, uploaded as the account manager.
  demo: { write: writeDemoAdgroupMaster, history: true, optional: true },
};
