import { pipeline, Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage, measuring } from './storage';

/** Where an S3-compatible store is and how to sign in to it (config: S3_*). */
export interface S3Settings {
  /** Unset: AWS's endpoint for `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (AWS_* environment variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, s3rver and most S3-compatible servers). */
  forcePathStyle: boolean;
}

export type S3StorageOptions = { bucket: string } & ({ client: S3Client } | S3Settings);

const clients = new Map<string, S3Client>();

/** One client per process and settings: it holds the connection pool, so it is made once, not per call. */
export function s3ClientFor(settings: S3Settings): S3Client {
  const id = JSON.stringify([
    settings.endpoint,
    settings.region,
    settings.credentials?.accessKeyId,
    settings.credentials?.secretAccessKey,
    settings.forcePathStyle,
  ]);
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
    });
    clients.set(id, client);
  }
  return client;
}

/** The bytes going to the store, counted and hashed on their way (one read gives size and SHA-256). */
function measured(source: Readable) {
  const { transform, result } = measuring();
  // pipeline listens to the source at once (an early error cannot crash the process), passes its error on to
  // what the upload reads, and destroys the source when the upload stops reading.
  const body = pipeline(source, transform, () => {});
  return { body, result };
}

const isMissingKey = (error: unknown) => (error as { name?: string } | null)?.name === 'NoSuchKey';

/** What the local driver's missing file rejects with (code ENOENT), so callers need not know the driver. */
const missingKey = (key: string, cause: unknown) =>
  Object.assign(new Error(`ENOENT: no stored file at key ${key}`, { cause }), { code: 'ENOENT' });

/**
 * The object-storage driver: each file is one object of `bucket` at its storage key. `put` streams with a
 * multipart upload of unknown length (parts of 5 MiB, a few in flight: memory stays bounded whatever the
 * size); a failed put aborts the upload and deletes the key, so nothing is left behind. Servers without
 * AbortMultipartUpload (s3rver) keep unfinished parts out of sight: they never become an object.
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const client = 'client' in options ? options.client : s3ClientFor(options);
  const Bucket = options.bucket;

  /** Best effort after a failed put: the original error is what the caller must see. */
  const leaveNothing = async (key: string, uploadId: string | undefined) => {
    if (uploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
        .catch(() => {});
    }
    // The upload may have completed although its answer was lost; the key is new, so deleting it is safe.
    await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
  };

  return {
    async put(key, stream) {
      assertStorageKey(key);
      const { body, result } = measured(stream);
      // leavePartsOnError: the upload's own abort would throw its failure in place of the stream's error.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: 'application/octet-stream' },
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        await leaveNothing(key, upload.uploadId);
        throw error;
      }
      return result();
    },

    async get(key) {
      assertStorageKey(key);
      let body: unknown;
      try {
        body = (await client.send(new GetObjectCommand({ Bucket, Key: key }))).Body;
      } catch (error) {
        throw isMissingKey(error) ? missingKey(key, error) : error;
      }
      // In Node the SDK answers an http.IncomingMessage, a Readable that streams from the store.
      if (!(body instanceof Readable)) throw new Error(`Object storage answered no stream for key ${key}`);
      return body;
    },

    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible servers answer NoSuchKey.
        if (!isMissingKey(error)) throw error;
      }
    },
  };
}
