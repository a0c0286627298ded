import { join } from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { filesService } from './files.service';
import { localFileStorage } from './local-storage';
import { s3FileStorage } from './s3-storage';
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
export { type S3Settings, type S3StorageOptions, s3ClientFor, s3FileStorage } from './s3-storage';
export type { FileStorage, StoredBlob } from './storage';

/**
 * What choosing the driver reads. Only DATA_DIR is required, so a caller holding just that (tests, demo
 * writers typed narrowly) gets the local driver; the app passes its whole config.
 */
export type FileStorageConfig = Pick<Config, 'DATA_DIR'> &
  Partial<
    Pick<
      Config,
      | 'FILE_STORAGE'
      | 'S3_ENDPOINT'
      | 'S3_BUCKET'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

function s3StorageFor(config: FileStorageConfig): FileStorage {
  // loadConfig refuses FILE_STORAGE=s3 without a bucket; this guards configs built by hand.
  if (!config.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  }
  return s3FileStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? true,
  });
}

/**
 * The configured storage driver: FILE_STORAGE=s3, objects in S3_BUCKET (one S3 client per process and
 * settings); otherwise local files under DATA_DIR/files.
 */
export const fileStorageFor = (config: FileStorageConfig): FileStorage =>
  config.FILE_STORAGE === 's3' ? s3StorageFor(config) : localFileStorage(join(config.DATA_DIR, 'files'));

/** The files service on the configured storage: what modules and task handlers use. */
export const filesFor = (deps: { config: FileStorageConfig; db: Db }) =>
  filesService({ db: deps.db, storage: fileStorageFor(deps.config) });
