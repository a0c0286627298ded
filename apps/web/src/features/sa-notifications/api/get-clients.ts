import { clientRecord } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import { notificationKeys } from './keys';

/** Only what the audience picker needs from GET /clients/list. */
const clientChoices = z.array(clientRecord.pick({ pk_client_id: true, name: true }));
export type ClientChoice = z.infer<typeof clientChoices>[number];

/** GET /clients/list (super admin): every client, to address one of them. */
export async function getClientChoices(): Promise<ClientChoice[]> {
  const list = clientChoices.parse(await apiRequest('/clients/list'));
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function useClientChoices(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.clients, queryFn: getClientChoices, enabled });
}
