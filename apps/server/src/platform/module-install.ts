import type { TicketTypeId } from '@marketdesk/contracts/tickets';
import { registerApprovalTarget } from './approvals';
import type { ServerModule } from './module';
import { registerTicketActionHandler } from './row-actions';
import { registerTaskHandler } from './tasks';

/**
 * Plugs what the modules describe into the platform's registries (task kinds, T16 approval targets, ticket
 * row actions). The app calls it when it is built, so nothing depends on which files happen to be imported.
 */
export function installModules(modules: readonly ServerModule[]): void {
  for (const m of modules) {
    for (const [kind, handler] of Object.entries(m.taskHandlers ?? {})) registerTaskHandler(kind, handler);
    for (const [type, target] of Object.entries(m.approvalTargets ?? {}))
      registerApprovalTarget(type, target);
    for (const [type, handler] of Object.entries(m.actionHandlers ?? {}))
      if (handler) registerTicketActionHandler(type as TicketTypeId, handler);
  }
}
