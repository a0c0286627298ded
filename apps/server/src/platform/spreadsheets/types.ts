/** Shapes shared by the readers, the worker and the callers (see README.md in this folder). */

/** One cell as a person sees it in Excel. Dates carry no time zone: they are what the sheet shows. */
export type Cell =
  | { type: 'empty' }
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  /** 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:MM:SS' when the value has a time of day. */
  | { type: 'date'; value: string }
  /** A formula error as Excel shows it: '#DIV/0!', '#N/A', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#NULL!'. */
  | { type: 'error'; value: string };

export type CellType = Cell['type'];

/** A row of the sheet. `row` is Excel's row number (1-based); `cells[0]` is column A. */
export interface SheetRow {
  row: number;
  cells: Cell[];
}

/** What the signature (first bytes) says the file is; the extension only has to agree (see signature.ts). */
export type SpreadsheetFormat = 'xlsx' | 'xls' | 'csv';

/** The file to read: a path on disk (preferred: nothing is copied), or its bytes. */
export type SpreadsheetInput = { fileName: string } & ({ path: string } | { buffer: Uint8Array });

export interface ReadOptions {
  /** Most data rows accepted (rows after the header, empty rows not counted); more is `too_many_rows`. */
  maxRows?: number;
  /** Largest file accepted, in bytes; larger is `too_large`. */
  maxBytes?: number;
  /** The whole read (worker start to last row handed over) must end within this; else `timeout`. */
  timeoutMs?: number;
  /** Heap of the reading worker thread; a file that needs more is `memory`. Default: by format (limits.ts). */
  maxMemoryMb?: number;
  /**
   * The client the file is read for: at most two reads of one client run at once, two more wait up to 10 s,
   * others are refused with `busy` (429). Reads for no client (the system's own imports) only wait in line.
   */
  clientId?: number;
  /** Sheet to read: its name, or its 0-based position among worksheets. Default: the first visible one. */
  sheet?: string | number;
  /** Excel row number (1-based) of the header; 0: no header, every row is data. Default: see `expectedColumns`. */
  headerRow?: number;
  /**
   * The column names the caller expects. The header is then the row, among the first 30 non-empty ones, that
   * matches most of them (case, spaces, '-' and '_' ignored): templates often have a title or notes above the
   * header. Without it, or when no row matches any, the header is the first non-empty row.
   */
  expectedColumns?: readonly string[];
  /** CSV only: the delimiter; default: detected from the first lines (tab always for .tsv). */
  delimiter?: ',' | ';' | '\t' | '|';
}

/** Everything about the sheet that is known once its header is found. */
export interface SheetInfo {
  format: SpreadsheetFormat;
  /** Worksheet names in workbook order (one name, 'Sheet1', for CSV). */
  sheetNames: string[];
  sheetName: string;
  /** Header texts, trimmed; '' where a header cell is empty. `header[0]` is column A. */
  header: string[];
  /** Excel row number of the header. */
  headerRow: number;
}

export interface ReadResult extends SheetInfo {
  /** Non-empty rows after the header, in order; each has at least `header.length` cells. */
  rows: SheetRow[];
  /** Merged ranges of the sheet ('A1:B2'); only their top-left cell carries the value. */
  merges: string[];
}
