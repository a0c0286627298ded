import { resolvePermissions } from '@marketdesk/contracts/permissions';
import { TICKET_REFUSAL, TICKET_TEXT, type TicketStatus } from '@marketdesk/contracts/tickets';
import { describe, expect, it } from 'vitest';
import {
  actionRefusal,
  assignDecision,
  creatorEditRefusal,
  mayWorkOn,
  progressRefusal,
  statusChange,
  type TicketActor,
  type TicketFacts,
  ticketActor,
  typeCode,
  unassignRefusal,
} from './tickets.policy';

const NOW = '2026-11-23T12:00:00.000Z';
const DONE = '2026-11-20T08:00:00.000Z';
const OWNER = 1;
const CREATOR = 2;
const OTHER = 3;

const actor = (userId: number, o: Partial<TicketActor> = {}): TicketActor => ({
  userId,
  view: true,
  assigner: false,
  reviewer: false,
  eta: false,
  create: false,
  types: ['T1'],
  ...o,
});
const ticket = (status: TicketStatus, o: Partial<TicketFacts> = {}): TicketFacts => ({
  fk_owner_id: OWNER,
  fk_creator_id: CREATOR,
  status,
  dt_completion: status === 'RESOLVED' || status === 'REVIEWED' ? DONE : null,
  ...o,
});

describe('ticketActor', () => {
  it('reads the rights and the visible types from the codes of the client', () => {
    const perms = resolvePermissions({
      codes: ['view:tickets', 'access:tickets:review', typeCode('T11'), typeCode('T2')],
      roleNames: [],
      isSuperAdmin: false,
    });
    const a = ticketActor(7, perms);
    expect(a).toMatchObject({ view: true, reviewer: true, assigner: false, eta: false, create: false });
    expect(a.types).toEqual(['T2', 'T11']);
    const sa = ticketActor(8, resolvePermissions({ codes: [], roleNames: [], isSuperAdmin: true }));
    expect(sa.types).toHaveLength(15);
    expect(mayWorkOn(['view:tickets', typeCode('T2')], 'T2')).toBe(true);
    expect(mayWorkOn([typeCode('T2')], 'T2')).toBe(false);
    expect(mayWorkOn(['view:tickets', typeCode('T2')], 'T3')).toBe(false);
  });
});

describe('statusChange', () => {
  it('lets the owner move between Pending, In Progress and Resolved; Resolved sets completion once', () => {
    const o = actor(OWNER);
    expect(statusChange(o, ticket('PENDING'), 'INPROGRESS', NOW)).toEqual({
      status: 'INPROGRESS',
      dt_completion: undefined,
    });
    expect(statusChange(o, ticket('INPROGRESS'), 'RESOLVED', NOW)).toEqual({
      status: 'RESOLVED',
      dt_completion: NOW,
    });
    expect(statusChange(o, ticket('INPROGRESS', { dt_completion: DONE }), 'RESOLVED', NOW)).toMatchObject({
      dt_completion: DONE,
    });
    expect(statusChange(o, ticket('RESOLVED'), 'REVIEWED', NOW)).toEqual({
      refused: TICKET_REFUSAL.notReviewer,
    });
    expect(statusChange(o, ticket('REVIEWED'), 'PENDING', NOW)).toEqual({
      refused: TICKET_REFUSAL.notReviewer,
    });
  });

  it('refuses anyone else without reviewer rights', () => {
    expect(statusChange(actor(OTHER), ticket('PENDING'), 'INPROGRESS', NOW)).toEqual({
      refused: TICKET_REFUSAL.notOwner,
    });
    expect(statusChange(actor(OTHER, { assigner: true }), ticket('PENDING'), 'RESOLVED', NOW)).toEqual({
      refused: TICKET_REFUSAL.notOwner,
    });
  });

  it('lets a reviewer or the creator mark Resolved tickets Reviewed, and reopen to Pending clearing completion', () => {
    for (const who of [actor(OTHER, { reviewer: true }), actor(CREATOR)]) {
      expect(statusChange(who, ticket('RESOLVED'), 'REVIEWED', NOW)).toEqual({
        status: 'REVIEWED',
        dt_completion: undefined,
      });
      expect(statusChange(who, ticket('INPROGRESS'), 'REVIEWED', NOW)).toEqual({
        refused: TICKET_REFUSAL.reviewOnlyResolved,
      });
      for (const from of ['RESOLVED', 'REVIEWED'] as const) {
        expect(statusChange(who, ticket(from), 'PENDING', NOW)).toEqual({
          status: 'PENDING',
          dt_completion: null,
        });
      }
    }
    // The creator only reopens; other moves are the owner's.
    expect(statusChange(actor(CREATOR), ticket('RESOLVED'), 'INPROGRESS', NOW)).toEqual({
      refused: TICKET_REFUSAL.notOwner,
    });
  });

  it('clears completion when a reviewer sets Pending or In Progress', () => {
    const r = actor(OTHER, { reviewer: true });
    expect(statusChange(r, ticket('RESOLVED'), 'INPROGRESS', NOW)).toEqual({
      status: 'INPROGRESS',
      dt_completion: null,
    });
    expect(statusChange(r, ticket('PENDING'), 'RESOLVED', NOW)).toEqual({
      status: 'RESOLVED',
      dt_completion: NOW,
    });
  });
});

describe('progress, unassign, edit, actions', () => {
  it('progress: the owner, or a reviewer or assigner once there is an owner', () => {
    expect(progressRefusal(actor(OWNER), ticket('PENDING'))).toBeNull();
    expect(progressRefusal(actor(OTHER, { reviewer: true }), ticket('PENDING'))).toBeNull();
    expect(progressRefusal(actor(OTHER, { assigner: true }), ticket('PENDING'))).toBeNull();
    expect(progressRefusal(actor(OTHER, { assigner: true }), ticket('PENDING', { fk_owner_id: null }))).toBe(
      TICKET_REFUSAL.progressNotAllowed,
    );
    expect(progressRefusal(actor(CREATOR), ticket('PENDING'))).toBe(TICKET_REFUSAL.progressNotAllowed);
  });

  it('unassign: the owner or an assigner', () => {
    expect(unassignRefusal(actor(OWNER), ticket('PENDING'))).toBeNull();
    expect(unassignRefusal(actor(OTHER, { assigner: true }), ticket('PENDING'))).toBeNull();
    expect(unassignRefusal(actor(OTHER, { reviewer: true }), ticket('PENDING'))).toBe(
      TICKET_REFUSAL.unassignNotAllowed,
    );
  });

  it('edit and delete: the creator, while unassigned', () => {
    const open = ticket('PENDING', { fk_owner_id: null });
    expect(creatorEditRefusal(actor(CREATOR), open)).toBeNull();
    expect(creatorEditRefusal(actor(CREATOR), ticket('PENDING'))).toBe(TICKET_REFUSAL.assignedLocked);
    expect(creatorEditRefusal(actor(OTHER, { assigner: true }), open)).toBe(TICKET_REFUSAL.notCreator);
    expect(
      creatorEditRefusal(actor(OTHER), ticket('PENDING', { fk_owner_id: null, fk_creator_id: null })),
    ).toBe(TICKET_REFUSAL.notCreator);
  });

  it('row actions: T16 a reviewer who is not the owner; other types the owner', () => {
    expect(actionRefusal(actor(OWNER), ticket('PENDING'), 'T11')).toBeNull();
    expect(actionRefusal(actor(OTHER, { reviewer: true }), ticket('PENDING'), 'T11')).toBe(
      TICKET_REFUSAL.noActionRights,
    );
    expect(actionRefusal(actor(OTHER, { reviewer: true }), ticket('PENDING'), 'T16')).toBeNull();
    expect(actionRefusal(actor(OWNER, { reviewer: true }), ticket('PENDING'), 'T16')).toBe(
      TICKET_REFUSAL.noActionRights,
    );
  });
});

describe('assignDecision', () => {
  const open = ticket('PENDING', { fk_owner_id: null });
  it('lets anyone take an unassigned ticket except its creator', () => {
    expect(assignDecision(actor(OTHER), open, OTHER)).toEqual({ kind: 'assign' });
    expect(assignDecision(actor(CREATOR), open, CREATOR)).toEqual({
      kind: 'refused',
      detail: TICKET_REFUSAL.noSelfAssignOwn,
    });
    expect(assignDecision(actor(CREATOR, { assigner: true }), open, CREATOR).kind).toBe('refused');
    expect(assignDecision(actor(OTHER), open, CREATOR)).toEqual({
      kind: 'refused',
      detail: TICKET_REFUSAL.assignNotAllowed,
    });
  });

  it('lets an assigner or the owner assign anyone; others find it already assigned', () => {
    expect(assignDecision(actor(OTHER, { assigner: true }), ticket('PENDING'), CREATOR)).toEqual({
      kind: 'assign',
    });
    expect(assignDecision(actor(OWNER), ticket('PENDING'), OTHER)).toEqual({ kind: 'assign' });
    expect(assignDecision(actor(OTHER), ticket('PENDING'), OTHER)).toEqual({
      kind: 'alreadyAssigned',
      detail: TICKET_TEXT.alreadyAssigned,
    });
  });
});
