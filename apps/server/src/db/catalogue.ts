import { PERMISSIONS } from '@marketdesk/contracts/permissions';
import { TICKET_TYPES } from '@marketdesk/contracts/tickets';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { permissions, ticketTypes } from './schema';

/** Brings the permissions and ticket-type tables in line with contracts; run at every start, idempotent. */
export async function syncPermissionCatalogue(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSIONS.map(({ code, module, action, name }) => ({ code, module, action, name })))
    .onConflictDoUpdate({
      target: permissions.code,
      set: { module: sql`excluded.module`, action: sql`excluded.action`, name: sql`excluded.name` },
    });
  await syncTicketTypes(db);
}

/** The ticket types T1–T16 from contracts (names, default ETA, form settings); a client's own ETA is apart. */
async function syncTicketTypes(db: Db): Promise<void> {
  await db
    .insert(ticketTypes)
    .values(
      TICKET_TYPES.map(({ id, name, description, eta, brand, required_fields, form, columns }) => ({
        ticket_type_id: id,
        ticket_type_name: name,
        ticket_type_description: description,
        eta,
        form_settings: { brand, required_fields, form, columns },
      })),
    )
    .onConflictDoUpdate({
      target: ticketTypes.ticket_type_id,
      set: {
        ticket_type_name: sql`excluded.ticket_type_name`,
        ticket_type_description: sql`excluded.ticket_type_description`,
        eta: sql`excluded.eta`,
        form_settings: sql`excluded.form_settings`,
      },
    });
}
