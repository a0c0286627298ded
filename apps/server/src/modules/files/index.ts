import { filesFor } from '../../platform/files';
import type { ApiModule } from '../../platform/module';
import { fileLinksService } from './file-links.service';
import { registerFilesRoutes } from './files.routes';

/** Download links for stored files (the storage itself is platform/files). */
export const filesModule: ApiModule = async (app, deps) => {
  registerFilesRoutes(app, fileLinksService({ files: filesFor(deps), links: deps.fileLinks }));
};
