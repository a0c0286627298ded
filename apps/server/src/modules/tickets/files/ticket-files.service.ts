import { extname } from 'node:path';
import {
  checkTicketRows,
  TICKET_LIMITS,
  TICKET_TEMPLATE_COLUMNS,
  TICKET_TEXT,
  type TicketFileCell,
  type TicketFileRows,
  type TicketTypeId,
  ticketTemplateFileName,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';
import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import { badRequest, HttpError, notFound } from '../../../platform/errors';
import { type Cell, cellAsText, isSpreadsheetError, readSpreadsheet } from '../../../platform/spreadsheets';
import { templateOf, type UploadColumn, type UploadFile } from '../../../platform/uploads';

/** Spec 03 section 9: ticket files are .xlsx, .xls or .csv. */
export const TICKET_FILE_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** The columns of a ticket's SKU file (TICKET_TEMPLATE_COLUMNS), as its template shows and explains them. */
const TICKET_FILE_COLUMNS: readonly UploadColumn[] = TICKET_TEMPLATE_COLUMNS.map((field) => ({
  field,
  label: field,
  required: field === 'retailer_sku',
  template: {
    width: 30,
    typeName: 'text',
    meaning: field === 'retailer_sku' ? 'The SKU as the marketplace lists it' : 'What to do for this SKU',
  },
}));
/** Types whose form takes a SKU file (section 2: T1, T9, T10). */
const FILE_TYPES: readonly string[] = ['T1', 'T9', 'T10'];
/** What the reader says of a file that is no spreadsheet at all: the spec's one parse text. */
const UNPARSABLE = new Set(['signature', 'corrupt', 'unsupported', 'sheet']);

const refuse = (detail: string) => new HttpError(422, detail);

function cellValue(cell: Cell | undefined): TicketFileCell {
  if (!cell || cell.type === 'empty') return null;
  if (cell.type === 'number') return cell.value;
  const text = cellAsText(cell).trim();
  return text === '' ? null : text;
}

/**
 * Ticket files (spec 03 sections 2 and 5): the template of a form type, and the columns and rows of an
 * uploaded file for the form's preview (and for importing row actions on the detail page). The file is read
 * by the shared reader on its worker thread, within the ticket upload limits; the spec's texts answer an empty
 * or unreadable file (422), and with a type, the type's column and row rules (checkTicketRows).
 */
export const ticketFilesService = {
  async template(typeId: TicketTypeId) {
    const def = ticketTypeDef(typeId);
    if (!def || !FILE_TYPES.includes(typeId)) throw notFound('This ticket type takes no file.');
    const content = await templateOf({ columns: TICKET_FILE_COLUMNS }, { sheet: 'Items' });
    return { fileName: ticketTemplateFileName(def.name), content };
  },

  /** `clientId`: whose reading turn the file takes (at most two of one client at once). */
  async rows(file: UploadFile, clientId: number, typeId?: TicketTypeId): Promise<TicketFileRows> {
    const ext = extname(file.fileName).toLowerCase();
    if (!(TICKET_FILE_EXTENSIONS as readonly string[]).includes(ext))
      throw badRequest(UPLOAD_TEXT.extension(ext, TICKET_FILE_EXTENSIONS));
    const expected = typeId === 'T1' ? TICKET_TEMPLATE_COLUMNS : typeId ? ['retailer_sku'] : undefined;
    let sheet: Awaited<ReturnType<typeof readSpreadsheet>>;
    try {
      sheet = await readSpreadsheet(
        { buffer: file.buffer, fileName: file.fileName },
        {
          maxBytes: TICKET_LIMITS.uploadMaxBytes,
          maxRows: TICKET_LIMITS.maxItemsPerCreate,
          expectedColumns: expected,
          clientId,
        },
      );
    } catch (error) {
      if (isSpreadsheetError(error) && error.code === 'empty') throw refuse(TICKET_TEXT.fileEmpty);
      if (isSpreadsheetError(error) && UNPARSABLE.has(error.code)) throw refuse(TICKET_TEXT.parseFailed);
      throw error;
    }
    const named = sheet.header.map((h, i) => ({ h: h.trim(), i })).filter((c) => c.h !== '');
    const rows = sheet.rows
      .map((r) => Object.fromEntries(named.map((c) => [c.h, cellValue(r.cells[c.i])])))
      .filter((r) => Object.values(r).some((v) => v !== null));
    if (rows.length === 0) throw refuse(TICKET_TEXT.fileEmpty);
    const columns = named.map((c) => c.h);
    const problem = typeId ? checkTicketRows(typeId, columns, rows) : null;
    if (problem) throw refuse(problem);
    return { columns, rows };
  },
};
