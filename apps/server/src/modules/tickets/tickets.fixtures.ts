import { TICKET_TYPE_IDS } from '@marketdesk/contracts/permissions';
import type { TestApp } from '../../../test/helper';
import { raiseTickets } from './raise';
import { typeCode } from './tickets.policy';

/** Test people of one client, each a member with one role (the codes named), for the ticket tests. */
export async function ticketPeople(t: TestApp) {
  const client = await t.make.client();
  const other = await t.make.client();
  const all = TICKET_TYPE_IDS.map(typeCode);
  const person = async (name: string, codes: string[], clientId = client.pk_client_id) =>
    (await t.make.member(clientId, { permissions: codes, user: { first_name: name, last_name: 'Test' } }))
      .user;
  const people = {
    assigner: await person('Assigner', ['view:tickets', 'access:tickets:assign', ...all]),
    reviewer: await person('Reviewer', ['view:tickets', 'access:tickets:review', ...all]),
    eta: await person('Eta', ['view:tickets', 'edit:tickets:eta', ...all]),
    creator: await person('Creator', ['view:tickets', 'create:tickets', ...all]),
    worker: await person('Worker', ['view:tickets', ...all]),
    /** Sees T1 only. */
    limited: await person('Limited', ['view:tickets', 'create:tickets', typeCode('T1'), typeCode('T8')]),
    noView: await person('Noview', ['create:tickets', ...all]),
    outsider: await person('Outsider', ['view:tickets', 'create:tickets', ...all], other.pk_client_id),
  };
  return { clientId: client.pk_client_id, otherClientId: other.pk_client_id, people };
}

/** A request helper: method, url (client_id added), as a user, with a body. */
export function caller(t: TestApp, clientId: number) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    userId: number,
    payload?: unknown,
  ) => {
    const sep = url.includes('?') ? '&' : '?';
    const res = await t.app.inject({
      method,
      url: `${url}${sep}client_id=${clientId}`,
      headers: await t.auth(userId),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

/** One ticket raised directly (as an automated source would) for the tests. */
export const raiseOne = (
  t: TestApp,
  clientId: number,
  o: Partial<Parameters<typeof raiseTickets>[1]> = {},
): Promise<number> =>
  t.db
    .transaction((tx) =>
      raiseTickets(tx as never, {
        clientId,
        typeId: 'T8',
        creatorId: null,
        creatorName: '',
        description: 'Something broke',
        items: [],
        ...o,
      }),
    )
    .then((ids) => ids[0]!);
