import type { FileRow } from '../files';
import type { ImportOutcome } from '../uploads';
import { ConnectorError, type ConnectorLog } from './http';

/**
 * The one life of a report requested from Amazon (SP-API reports, Ads API reports, and any connector after them):
 * request → status checks with back-off → download → stored file → import through `runImport` → status recorded.
 * A connector plugs in what differs (`ReportConnector`): what to request, how to read Amazon's status, how to
 * download, store and import, its pacing and its status names; the order of the steps, the failure rules and the
 * worker loop are written here once. Every step writes the report's row before the next begins, so a run that
 * dies midway leaves the row where the next run picks it up.
 */

/** The columns every connector's report row has, as the lifecycle reads them. */
export interface RequestedReport {
  id: number;
  client_id: number;
  attempts: number;
}

/** A change to a report's row in the lifecycle's words; the connector's store maps it onto its columns. */
export interface ReportPatch<X> {
  status?: string;
  error?: string | null;
  attempts?: number;
  nextCheckAt?: Date | null;
  fileId?: number;
  importedRows?: number;
  /** The connector's own columns (Amazon's report id, when its status was read, how often it was checked…). */
  extra?: X;
}

/**
 * A patch as the columns of a connector's row: `status`, `attempts`, `next_check_at`, `file_id`, `imported_rows`,
 * the error under the connector's column name, and its own columns; what the patch leaves out is left out.
 */
export function patchColumns<X extends object>(
  patch: ReportPatch<X>,
  errorColumn: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    status: patch.status,
    [errorColumn]: patch.error,
    attempts: patch.attempts,
    next_check_at: patch.nextCheckAt,
    file_id: patch.fileId,
    imported_rows: patch.importedRows,
    ...patch.extra,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Amazon's answer about a requested report, read by the connector. */
export type RemoteState<D> =
  /** Still being made at Amazon (`status` is Amazon's word for it). */
  | { kind: 'pending'; status: string }
  /** Made: `document` is what the download needs (null: Amazon named none). */
  | { kind: 'done'; status: string; document: D | null }
  /** Amazon gave up on it: recorded with this status and text, not checked again. */
  | { kind: 'ended'; status: string; error: string };

/** The step a failure happened at: the connector names the status it is recorded with. */
export type ReportStep = 'request' | 'check' | 'download' | 'import';

/** What a pending report's next check is: a wait (the patch), or the end of it (given up). */
export type PendingDecision<X> =
  | { wait: ReportPatch<X> }
  | { giveUp: { status: string; error: string; patch?: ReportPatch<X> } };

/** What a report's import answers: imported (rows), refused (why), or stored only (nothing imports it). */
export type ReportImportOutcome = ImportOutcome | { status: 'DOWNLOADED' };

/** Where a connector keeps its report rows (one table per connector). */
export interface ReportStore<Row extends RequestedReport, Key, X> {
  /** Inserts the request of a key unless it was requested before (whatever became of it); null then. */
  insertOnce(key: Key, now: Date): Promise<Row | null>;
  write(row: Row, patch: ReportPatch<X>): Promise<Row>;
  /** Rows whose check is due, oldest first (a store may claim them for a while, so concurrent runs skip them). */
  due(now: Date, limit: number): Promise<Row[]>;
}

/** How a connector paces itself (tests shorten nothing, they move the clock). */
export interface ReportPacing {
  /** First status check after a request. */
  firstPoll: number;
  /** Tries of one step that failed for a passing reason (throttled, 5xx) before the report fails. */
  maxStepAttempts: number;
  /** The wait after such a failure, by the attempts made before it. */
  retryDelay(attempts: number): number;
  /** Reports one worker run advances. */
  batch: number;
}

/** What a connector plugs into the lifecycle. C: its API client for one account; D: a done report's document. */
export interface ReportConnector<Row extends RequestedReport, Key, X, C, D, F> {
  store: ReportStore<Row, Key, X>;
  pacing: ReportPacing;
  log: ConnectorLog;
  now: () => Date;
  /** Log lines, e.g. 'SP-API report requested'; `noun` counts reports in results ('report request'). */
  texts: { requested: string; failed: string; retry: string; imported: string; broken: string; noun: string };
  /** The status a failure at this step is recorded with. */
  failedStatus(row: Row, step: ReportStep): string;
  /** The text when Amazon names no document for a done report. */
  noDocument: string;
  /** Fields that name the report in the log. */
  context(row: Row): Record<string, unknown>;
  /** The account's API client, or why the report cannot be worked on any more (credentials gone). */
  access(row: Row): Promise<{ ok: true; client: C } | { ok: false; reason: string }>;
  /** Whether Amazon was asked for the report already (its report id is known). */
  requested(row: Row): boolean;
  /** A done report whose download did not finish: its document, so the next run downloads without asking. */
  resume?(row: Row): D | null;
  /** Asks Amazon for the report: the row's change (its report id) and what the log line adds. */
  request(row: Row, client: C): Promise<{ patch: ReportPatch<X>; log?: Record<string, unknown> }>;
  /** Reads Amazon's status of the report. */
  status(row: Row, client: C): Promise<RemoteState<D>>;
  /** What every status answer writes with it (when it was read, how many checks; a done report's document). */
  checked(row: Row, state: RemoteState<D>, now: Date): ReportPatch<X>;
  /** A report still pending: when it is checked next, or that it is given up. */
  pending(row: Row, status: string, now: Date): Promise<PendingDecision<X>>;
  /** Fetches a done report's content (a failure of a file that cannot be read is `isFileError`). */
  download(row: Row, document: D, client: C): Promise<F>;
  /** A download that can never be read (not a passing failure): the report fails at the download step. */
  isFileError(error: unknown): boolean;
  /** Keeps the downloaded report as a file of its client (kind 'report'). */
  keep(row: Row, content: F, now: Date): Promise<FileRow>;
  /** Imports it (through `runImport`), or says nothing imports this report type (DOWNLOADED). */
  import(row: Row, content: F, file: FileRow, now: Date): Promise<ReportImportOutcome>;
  /** Statuses: `stored` a kept file waiting for its import (null: none recorded), `imported` the end. */
  statuses: { stored: string | null; imported: string };
  /** A connector error that passes (tried again later); default: no answer, throttled (429) and 5xx. */
  passing?(error: ConnectorError): boolean;
}

const passingByDefault = (error: ConnectorError) =>
  error.status === null || error.status === 429 || error.status >= 500;

/** The lifecycle of one connector's reports: `advance` moves one report one step, `poll` every due one. */
export function reportLifecycle<Row extends RequestedReport, Key, X, C, D, F>(
  plug: ReportConnector<Row, Key, X, C, D, F>,
) {
  const { store, log, texts } = plug;
  const passing = plug.passing ?? passingByDefault;
  const after = (ms: number) => new Date(plug.now().getTime() + ms);

  const fail = (row: Row, status: string, error: string, patch: ReportPatch<X> = {}) => {
    log.warn({ ...plug.context(row), status, error }, texts.failed);
    return store.write(row, { ...patch, status, error, nextCheckAt: null });
  };

  /** A step that failed: final for refusals and unreadable files, tried again later for passing failures. */
  async function failed(row: Row, error: unknown, step: ReportStep): Promise<Row> {
    if (plug.isFileError(error))
      return fail(row, plug.failedStatus(row, 'download'), (error as Error).message);
    if (!(error instanceof ConnectorError)) throw error;
    const attempts = row.attempts + 1;
    if (!passing(error) || attempts >= plug.pacing.maxStepAttempts)
      return fail(row, plug.failedStatus(row, step), error.message, { attempts });
    log.warn({ ...plug.context(row), error: error.message, attempts }, texts.retry);
    return store.write(row, {
      attempts,
      error: error.message,
      nextCheckAt: after(plug.pacing.retryDelay(row.attempts)),
    });
  }

  async function request(row: Row, client: C): Promise<Row> {
    const asked = await plug.request(row, client);
    log.info({ ...plug.context(row), ...asked.log }, texts.requested);
    return store.write(row, {
      attempts: 0,
      error: null,
      ...asked.patch,
      nextCheckAt: after(plug.pacing.firstPoll),
    });
  }

  /** Downloads, keeps and imports a done report. */
  async function fetchAndImport(row: Row, document: D, client: C): Promise<Row> {
    let content: F;
    try {
      content = await plug.download(row, document, client);
    } catch (error) {
      // A lost connection or an expired address: tried again (an Ads report asks for a fresh address).
      return failed(row, error, 'download');
    }
    const now = plug.now();
    const file = await plug.keep(row, content, now);
    const stored = await store.write(
      row,
      plug.statuses.stored
        ? { fileId: file.id, status: plug.statuses.stored, attempts: 0, error: null, nextCheckAt: null }
        : { fileId: file.id },
    );
    const outcome = await plug.import(stored, content, file, now);
    if (outcome.status === 'FAILED') return fail(stored, plug.failedStatus(stored, 'import'), outcome.error);
    if (outcome.status === 'DOWNLOADED') return stored;
    log.info({ ...plug.context(stored), rows: outcome.rows }, texts.imported);
    return store.write(stored, {
      status: plug.statuses.imported,
      importedRows: outcome.rows,
      attempts: 0,
      error: null,
      nextCheckAt: null,
    });
  }

  /** Amazon's answer about a requested report, applied to its row (with what every answer writes). */
  async function check(row: Row, client: C): Promise<Row> {
    const state = await plug.status(row, client);
    const now = plug.now();
    const seen = plug.checked(row, state, now);
    const and = (patch: ReportPatch<X> = {}): ReportPatch<X> => ({
      ...seen,
      ...patch,
      extra: { ...seen.extra, ...patch.extra } as X,
    });
    if (state.kind === 'ended') return fail(row, state.status, state.error, and());
    if (state.kind === 'done') {
      // Recorded before the download, so a run that dies in it leaves a report the next run resumes.
      row = await store.write(row, seen);
      return state.document === null
        ? fail(row, plug.failedStatus(row, 'download'), plug.noDocument)
        : fetchAndImport(row, state.document, client);
    }
    const next = await plug.pending(row, state.status, now);
    if ('giveUp' in next) return fail(row, next.giveUp.status, next.giveUp.error, and(next.giveUp.patch));
    return store.write(row, and(next.wait));
  }

  /** Moves one report one step. Amazon's, the file's and the import's failures are recorded, never thrown. */
  async function advance(row: Row): Promise<Row> {
    const access = await plug.access(row);
    const step: ReportStep = plug.requested(row) ? 'check' : 'request';
    if (!access.ok) return fail(row, plug.failedStatus(row, step), access.reason);
    try {
      const document = plug.resume?.(row) ?? null;
      if (document !== null) return await fetchAndImport(row, document, access.client);
      return step === 'check' ? await check(row, access.client) : await request(row, access.client);
    } catch (error) {
      return failed(row, error, step);
    }
  }

  return {
    advance,

    /** Requests each key not requested before, each asked of Amazon at once; answers how many were new. */
    async requestEach(keys: Iterable<Key>): Promise<number> {
      let requested = 0;
      for (const key of keys) {
        const row = await store.insertOnce(key, plug.now());
        if (!row) continue; // requested before (or by a concurrent run)
        requested++;
        await advance(row);
      }
      return requested;
    },

    /** The worker: every report whose check is due, one step each. */
    async poll(): Promise<number> {
      const due = await store.due(plug.now(), plug.pacing.batch);
      // One report's unexpected failure (a bug, the database) does not hold up the others: it stays due (or
      // keeps its claim until it passes); the run then fails, naming how many.
      let broken = 0;
      for (const row of due)
        await advance(row).catch((error: unknown) => {
          broken++;
          log.error({ ...plug.context(row), err: error }, texts.broken);
        });
      if (broken > 0) throw new Error(`${broken} of ${due.length} ${texts.noun}(s) failed unexpectedly`);
      return due.length;
    },
  };
}
export type ReportLifecycle<Key> = Pick<
  ReturnType<typeof reportLifecycle<RequestedReport, Key, unknown, unknown, unknown, unknown>>,
  'requestEach' | 'poll'
>;
