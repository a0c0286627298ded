import { filesFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import { dataUploadRepository } from './data-upload.repository';
import { registerDataUploadRoutes } from './data-upload.routes';
import { dataUploadService } from './data-upload.service';

/** The Data Vault's upload targets, for imports that are not uploads (the SP-API reports connector). */
export { type MarketplaceInfo, type TargetContext, vaultTarget } from './targets';

/** Data Vault templates and uploads (spec 02 sections 2, 5, 7, 8) on the upload pipeline of platform/uploads. */
export const dataUploadModule: ApiModule = async (app, deps) => {
  await registerUploadParsing(app);
  registerDataUploadRoutes(
    app,
    dataUploadService({ db: deps.db, files: filesFor(deps), repo: dataUploadRepository(deps.db) }),
  );
};

export const dataUpload: ServerModule = { name: 'data-upload', routes: dataUploadModule };
