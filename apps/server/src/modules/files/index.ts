import { filesFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { fileLinksService } from './file-links.service';
import { registerFilesRoutes } from './files.routes';

/** Download links for stored files (the storage itself is platform/files). */
export const filesModule: ApiModule = async (app, deps) => {
  registerFilesRoutes(app, fileLinksService({ files: filesFor(deps), links: deps.fileLinks }));
};

export const files: ServerModule = { name: 'files', routes: filesModule };
