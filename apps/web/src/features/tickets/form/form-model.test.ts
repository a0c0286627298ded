import { formatComments, parseComments, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { describe, expect, it } from 'vitest';
import { ticketFixture } from '../../../test/tickets/ticket-factory';
import {
  canonicalColumns,
  canonicalRows,
  emptyValues,
  submitRefusal,
  type TicketFormValues,
  ticketBody,
  uploadRefusal,
  valuesOf,
} from './form-model';

const form = (over: Partial<TicketFormValues>): TicketFormValues => ({ ...emptyValues('Ada'), ...over });
const rows = [{ retailer_sku: 'A' }];

describe('ticket form rules (spec 03 section 5)', () => {
  it('refuses an upload before its marketplace (and brand for T1)', () => {
    expect(uploadRefusal(form({ typeId: 'T1', mpId: 3 }))).toBe(TICKET_TEXT.selectMpBrand);
    expect(uploadRefusal(form({ typeId: 'T1', mpId: 3, brandId: 5 }))).toBeNull();
    expect(uploadRefusal(form({ typeId: 'T9' }))).toBe(TICKET_TEXT.selectMp);
    expect(uploadRefusal(form({ typeId: 'T10' }))).toBeNull();
  });

  it('answers each type its text on submit', () => {
    expect(submitRefusal(form({ typeId: 'T1', mpId: 3, brandId: 5 }))).toBe(TICKET_TEXT.fillAll);
    expect(submitRefusal(form({ typeId: 'T9', rows }))).toBe(TICKET_TEXT.selectMpAndUpload);
    expect(submitRefusal(form({ typeId: 'T10', rows }))).toBe(TICKET_TEXT.selectContent);
    expect(submitRefusal(form({ typeId: 'T8', description: ' \n ' }))).toBe(TICKET_TEXT.provideDetails);
    expect(submitRefusal(form({ typeId: 'T15', description: 'x' }))).toBe(TICKET_TEXT.selectOwner);
    expect(submitRefusal(form({ typeId: 'T15', description: 'x', ownerId: 2 }))).toBe(
      TICKET_TEXT.provideOwnerName,
    );
    const t1 = form({
      typeId: 'T1',
      mpId: 3,
      brandId: 5,
      columns: ['retailer_sku', 'comments'],
      rows: [
        { retailer_sku: 'A', comments: null },
        { retailer_sku: '', comments: 'x' },
      ],
    });
    expect(submitRefusal(t1)).toBe(TICKET_TEXT.rowMissingSku(2));
  });

  it('names template columns as the template does, whatever their case', () => {
    expect(canonicalColumns([' Retailer_SKU ', 'COMMENTS', ''])).toEqual(['retailer_sku', 'comments']);
    expect(canonicalRows(['Retailer_SKU', ''], [{ Retailer_SKU: 'A', '': 'x' }])).toEqual([
      { retailer_sku: 'A' },
    ]);
  });

  it('keeps the comment thread of an edited ticket, and sends an empty drive link as null', () => {
    const blob = formatComments({
      description: 'old',
      entries: [{ text: 'hi', email: 'a@b.c', full_name: 'A', at: '2026-01-01T00:00:00Z' }],
    });
    const body = ticketBody(
      form({ typeId: 'T10', description: 'new', contentTypes: ['Images'], driveLink: ' ' }),
      {
        userId: 7,
        clientId: 4,
        initialComments: blob,
      },
    );
    expect(parseComments(body.comments)).toMatchObject({ description: 'new', entries: [{ text: 'hi' }] });
    expect(body.data?.drive_link).toBeNull();
    expect(body.fk_owner_id).toBeNull();
  });

  it('fills the form from a ticket without the keys the server stamps', () => {
    const v = valuesOf(
      ticketFixture({
        pk_ticket_id: 1,
        fk_ticket_type_id: 'T10',
        data: {
          items: [{ item_no: 1, retailer_sku: 'A', client_id: 1, mp_id: null, brand_id: null }],
          requested_content_type: ['A+'],
          drive_link: 'https://drive.example/x',
        },
      }),
    );
    expect([v.columns, v.rows, v.contentTypes, v.driveLink]).toEqual([
      ['retailer_sku'],
      [{ retailer_sku: 'A' }],
      ['A+'],
      'https://drive.example/x',
    ]);
  });
});
