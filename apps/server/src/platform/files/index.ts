import { join } from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { filesService } from './files.service';
import { localFileStorage } from './local-storage';
import type { FileStorage } from './storage';

export { attachmentDisposition } from './content-disposition';
export type { FileRow } from './files.repository';
export {
  cleanContentType,
  cleanFileName,
  type FilesService,
  filesService,
  type OpenedFile,
  type SaveFileInput,
} from './files.service';
export { type FileLinks, fileLinks, type LinkCheck } from './links';
export { localFileStorage } from './local-storage';
export type { FileStorage, StoredBlob } from './storage';

/** The configured storage driver: local files under DATA_DIR/files (an object-store driver would go here). */
export const fileStorageFor = (config: Pick<Config, 'DATA_DIR'>): FileStorage =>
  localFileStorage(join(config.DATA_DIR, 'files'));

/** The files service on the configured storage: what modules and task handlers use. */
export const filesFor = (deps: { config: Pick<Config, 'DATA_DIR'>; db: Db }) =>
  filesService({ db: deps.db, storage: fileStorageFor(deps.config) });
