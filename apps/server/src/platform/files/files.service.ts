import type { Readable } from 'node:stream';
import { FILE_MESSAGES, type FileKind } from '@marketdesk/contracts/files';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../errors';
import { type FileRow, filesRepository } from './files.repository';
import { type FileStorage, newStorageKey } from './storage';

export interface SaveFileInput {
  clientId: number;
  /** Who made or uploaded it; null for files the system makes on its own. */
  userId: number | null;
  kind: FileKind;
  /** The user-facing name (an uploaded file's name, an export's name); cleaned, never used as a path. */
  name: string;
  contentType: string;
  stream: Readable;
}

export interface OpenedFile {
  file: FileRow;
  stream: Readable;
}

const MAX_NAME = 255;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*charset=[a-z0-9_-]+)?$/i;

/**
 * The last path segment of a name without control characters, at most 255 characters: browsers may send
 * `C:\fakepath\x.xlsx`, and a NUL cannot be stored in text.
 */
export function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is dropped
  const base = (name.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(0, MAX_NAME);
}

/** A media type the download may announce; anything unusual becomes application/octet-stream. */
export const cleanContentType = (value: string): string =>
  CONTENT_TYPE.test(value.trim()) ? value.trim().toLowerCase() : 'application/octet-stream';

/** A PostgreSQL foreign-key violation (23503), whichever driver wrapped it. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/**
 * Stored files of every feature (uploads, exports, templates): bytes in the storage driver, one `files` row
 * each. Every call names the client, and a file of another client is "not found".
 */
export function filesService({ db, storage }: { db: Db; storage: FileStorage }) {
  const repo = filesRepository(db);

  const findFile = async (clientId: number, fileId: number): Promise<FileRow> => {
    const file = await repo.inClient(clientId, fileId);
    if (!file) throw notFound(FILE_MESSAGES.notFound);
    return file;
  };

  return {
    /** Stores the stream (size and SHA-256 measured on the way), then records it; answers the row. */
    async saveFile(input: SaveFileInput): Promise<FileRow> {
      const key = newStorageKey(input.clientId);
      const { size, sha256 } = await storage.put(key, input.stream);
      try {
        return await repo.insert({
          client_id: input.clientId,
          kind: input.kind,
          name: cleanFileName(input.name),
          content_type: cleanContentType(input.contentType),
          size,
          sha256,
          storage_key: key,
          created_by: input.userId,
        });
      } catch (error) {
        // Bytes without a row would never be found again.
        await storage.delete(key).catch(() => {});
        throw error;
      }
    },

    findFile,

    /** The row and a stream of its bytes; 404 when the client holds no such file. */
    async openFile(clientId: number, fileId: number): Promise<OpenedFile> {
      const file = await findFile(clientId, fileId);
      return { file, stream: await storage.get(file.storage_key) };
    },

    /**
     * Deletes the row, then the bytes (a row never points at missing bytes). 404 when absent; 409 while a task
     * or an upload still names the file (delete that first).
     */
    async deleteFile(clientId: number, fileId: number): Promise<void> {
      let key: string | null;
      try {
        key = await repo.remove(clientId, fileId);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw conflict(FILE_MESSAGES.inUse);
        throw error;
      }
      if (!key) throw notFound(FILE_MESSAGES.notFound);
      await storage.delete(key);
    },

    /** Export files past their day that no task names (the cleanup job deletes them). */
    expiredExports: (before: Date) => repo.expiredExports(before),

    /** For the signed download only (the link is the proof of the client); use findFile everywhere else. */
    byIdForSignedDownload: (fileId: number) => repo.byId(fileId),

    /** Whether the user is still active and a member of the client (checked when a link is used). */
    mayRead: (userId: number, clientId: number) => repo.mayRead(userId, clientId),

    /** The bytes of a row already found. */
    stream: (file: FileRow) => storage.get(file.storage_key),
  };
}
export type FilesService = ReturnType<typeof filesService>;
