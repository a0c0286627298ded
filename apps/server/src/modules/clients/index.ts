import type { ApiModule, ServerModule } from '../../platform/module';
import { clientsRepository } from './clients.repository';
import { registerClientsRoutes } from './clients.routes';
import { clientsService } from './clients.service';

/** Clients (workspaces), administered by super admins. */
export const clientsModule: ApiModule = async (app, { db }) => {
  registerClientsRoutes(app, clientsService(clientsRepository(db)));
};

export const clients: ServerModule = { name: 'clients', routes: clientsModule };
