import { clientOps } from '@marketdesk/contracts/operations/clients';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireUser } from '../../platform/tenancy';
import type { ClientsService } from './clients.service';

/** Client administration, super admins only (spec 01 section 7 names GET /clients/list and POST /clients/). */
export function registerClientsRoutes(app: ZodApp, clients: ClientsService) {
  route(app, clientOps.list, () => clients.list());
  route(app, clientOps.candidates, () => clients.candidates());
  route(app, clientOps.get, (request) => clients.get(request.params.id));
  route(app, clientOps.create, (request) => clients.create(requireUser(request), request.body));
  route(app, clientOps.update, (request) =>
    clients.update(requireUser(request), request.params.id, request.body),
  );
  route(app, clientOps.remove, async (request) => {
    await clients.remove(requireUser(request), request.params.id);
    return null;
  });
}
