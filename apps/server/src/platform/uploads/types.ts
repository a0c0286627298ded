import type {
  UploadFailingRows,
  UploadMarketplaceCounts,
  UploadSkipped,
} from '@marketdesk/contracts/uploads';
import type { Tx } from '../../db/facts';
import type { Cell, ColumnType } from '../spreadsheets';

/**
 * What a screen gives the upload pipeline (README.md here). A target describes the columns a file may have,
 * how one row becomes records (parsed and validated), and how records are written inside the pipeline's one
 * transaction. Later screens add a target, not a pipeline.
 */

/** A column of a layout: matched on its field name, its label or an alias (case, spaces, '-' and '_' ignored). */
export interface UploadColumn {
  field: string;
  label: string;
  /** The header must have it (missing ones are named in the 422). */
  required: boolean;
  aliases?: readonly string[];
  /** How the template (templateOf) shows the column; without it a text column explained by its label. */
  template?: ColumnTemplate;
}

/** A column in the upload's template: its cell format and width, and its line on the explanation sheet. */
export interface ColumnTemplate {
  type?: ColumnType;
  width?: number;
  /** What the column means (default: its label). */
  meaning?: string;
  /** The type as the explanation sheet words it (default: the cell type, else 'text'). */
  typeName?: string;
  allowed?: readonly string[];
}

/** A JSON message of the error list: which column, what is wrong. */
export interface LocatedMessage {
  loc: (string | number)[];
  msg: string;
}

/** A problem of one row: a sentence ('text') or a list of located messages ('json'). */
export type RowMessage = string | LocatedMessage[];

/** One data row of the file, its cells keyed by the field of the column they are under. */
export interface MappedRow {
  /** Excel's row number. */
  row: number;
  cells: Readonly<Record<string, Cell>>;
  /** Every cell of the row as the file has it (also those under ignored columns), for the failing-rows file. */
  raw?: readonly Cell[];
}

/**
 * A row read and deliberately not written (a report line of a sales channel the uploader has no marketplace
 * for): the pipeline counts such rows per channel and reason into the answer's `skipped`, so none is dropped
 * in silence.
 */
export interface SkipNote {
  sales_channel: string;
  reason: string;
}

export type RowResult<R> =
  | { ok: true; records: R[]; skipped?: SkipNote }
  | { ok: false; messages: RowMessage[] };

/** One layout a target reads: its template, or a marketplace's own report detected by its header. */
export interface UploadLayout<R> {
  name: string;
  columns: readonly UploadColumn[];
  /** Alternative layouts only: whether the header (keys from headerKey) is this layout's. */
  detect?(headerKeys: ReadonlySet<string>): boolean;
  /**
   * The record fields a file with these header fields fills (WriteMeta.fields); by default the header fields
   * themselves. A report layout that converts its own columns into other fields answers those.
   */
  fields?(headerFields: ReadonlySet<string>): ReadonlySet<string>;
  /**
   * Header cells matching no column: refused and named (templates), ignored, or kept: read under their own
   * header text as field, so a report's layout stores the columns it does not know yet instead of dropping them.
   */
  unknownColumns: 'refuse' | 'ignore' | 'keep';
  /** Header texts that are known but not read (e.g. a grid's read-only columns in a re-uploaded export). */
  ignoredColumns?: readonly string[];
  /**
   * Called once with the first rows of the file (up to SAMPLE_ROWS) before any row is parsed; answers the row
   * parser. A layout that must look at the file first (a report's locale) decides here.
   */
  prepare(sample: readonly MappedRow[]): (row: MappedRow) => RowResult<R>;
}

/** Rows written, by what the database held before: nothing, other values, or exactly these values. */
export interface UploadCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Per marketplace, from a target whose file may fill several (an Amazon report of a unified account). */
  marketplaces?: UploadMarketplaceCounts[];
}

/** What the pipeline tells a target's write about the file besides its records. */
export interface WriteMeta {
  /** The stored upload (for targets whose rows name their source file, e.g. inventory stock). */
  fileId: number;
  /**
   * The fields the file holds (its header's columns, through the layout's `fields`). A target that updates
   * stored rows writes only the columns fed by these; the others keep their stored values (keepStored), so a
   * file of two columns changes two columns.
   */
  fields: ReadonlySet<string>;
}

export interface UploadTarget<R> {
  /**
   * Names what the upload writes, e.g. 'data-vault:orders:12' (data type and marketplace). Uploads of the same
   * client and key are serialised (a transaction-level advisory lock), so two at once cannot interleave.
   */
  key: string;
  /** The first layout is the template; the others are tried first, by `detect`. */
  layouts: readonly UploadLayout<R>[];
  /** Accepted file extensions, lowercase with the dot. */
  extensions: readonly string[];
  /** The worksheet to read (name or 0-based position); default the first visible one (a bulk file's is not). */
  sheet?: string | number;
  /**
   * Optional, for a target that reads only reports it recognises (no template to fall back to): the text that
   * refuses a header none of its layouts is, e.g. naming what it found and the kinds it knows (422); null when
   * the header is one of them.
   */
  refuseHeader?(header: readonly string[]): string | null;
  /** Writes every record in the pipeline's transaction; all or nothing. */
  write(tx: Tx, records: R[], meta: WriteMeta): Promise<UploadCounts>;
  /**
   * Optional, for big files: writing while the file is still being read, so reading and writing overlap. Then
   * the pipeline opens its transaction once the header is mapped, hands every record to `add` in the file's
   * order, in batches, one batch at a time (not after the first invalid row: the transaction is then rolled
   * back), and calls `finish` after the last; `write` is not used. All or nothing as with `write`.
   */
  stream?(tx: Tx, meta: WriteMeta): UploadStream<R>;
}

/** A target's writer fed while the file is read (UploadTarget.stream). */
export interface UploadStream<R> {
  add(records: R[]): Promise<void>;
  finish(): Promise<UploadCounts>;
}

/** Who uploads what where (the `uploads` row). */
export interface UploadContext {
  clientId: number;
  /** Null for imports the system makes on its own (a connector's report). */
  userId: number | null;
  dataType: string;
  mpId: number | null;
}

/** The received file. */
export interface UploadFile {
  fileName: string;
  contentType: string;
  buffer: Buffer;
}

export type UploadOutcome =
  | ({ ok: true; uploadId: number; fileId: number; skipped: UploadSkipped[] } & UploadCounts)
  | {
      ok: false;
      detail: string;
      errors: { row: number; type: 'json' | 'text'; message: string }[];
      failing_rows?: UploadFailingRows;
    };
