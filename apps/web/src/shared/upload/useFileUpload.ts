import type { Operation } from '@marketdesk/contracts/operation';
import type { UploadFailingRows } from '@marketdesk/contracts/uploads';
import { useCallback, useRef, useState } from 'react';
import { upload as sendUpload } from '../api/call';
import { ApiAnswerError } from '../api/client';
import { detailText, failureText, isForbidden } from '../feedback/failure-text';
import { useNotify } from '../feedback/notify';
import { failingRowsOf, rejectedErrors, type UploadError } from './upload-errors';
import { extensionOf, extensionText, tooLargeText, UPLOAD_LIMITS } from './upload-limits';

type QueryValue = string | number | boolean | null | undefined;

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export interface UploadTexts {
  /** Success toast, e.g. 'File uploaded successfully', or one read from the answer (e.g. the ticket raised). */
  uploaded: string | ((answer: unknown) => string);
  /** Fallback when a failure has no server detail, e.g. 'Failed upload failed'. */
  failed: string;
  /** A 403, e.g. 'You do not have permission to upload file for this marketplace or datatype'. */
  forbidden: string;
  /** A refusal with row errors when the server gives no detail, e.g. 'Found N validation errors'. */
  rejected(n: number): string;
}

export interface FileUploadOptions {
  /** The multipart upload operation (the file goes in the form field `file`). */
  operation: Operation & { upload: true };
  query: Record<string, QueryValue>;
  /** Form fields sent in the multipart body before the file (e.g. the invoice header). */
  fields?: Record<string, string | number>;
  texts: UploadTexts;
  /** Extensions accepted, e.g. ['.xlsx', '.xls']. */
  extensions: readonly string[];
  maxFileBytes?: number;
  /** After a successful upload, e.g. to read the grid again. */
  onUploaded?(answer: unknown): void;
}

export interface FileUpload {
  status: UploadStatus;
  file: File | null;
  /** 0..100 while uploading. */
  percent: number;
  /** Row errors of the last refused upload. */
  errors: UploadError[];
  /** The failing rows as the file had them (server's `failing_rows`), for the error-rows download. */
  failing: UploadFailingRows | null;
  /** A refusal without row errors, shown inline. */
  message: string | null;
  /** The last accepted upload's answer (its counts, and the rows it did not write: UploadSummary). */
  answer: unknown;
  upload(file: File): Promise<void>;
  clearErrors(): void;
}

/**
 * One upload at a time: idle → uploading (with progress) → success or error (spec 02 section 2; DESIGN 9).
 * A refusal with row errors keeps them for the error table; the toasts are the screen's texts.
 */
export function useFileUpload(options: FileUploadOptions): FileUpload {
  const notify = useNotify();
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [errors, setErrors] = useState<UploadError[]>([]);
  const [failing, setFailing] = useState<UploadFailingRows | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [answer, setAnswer] = useState<unknown>(null);
  const latest = useRef(options);
  latest.current = options;

  const fail = useCallback(
    (text: string, severity: 'warning' | 'error' = 'error') => {
      setStatus('error');
      setMessage(text);
      notify[severity](text);
    },
    [notify],
  );

  const upload = useCallback(
    async (chosen: File) => {
      const o = latest.current;
      setFile(chosen);
      setErrors([]);
      setMessage(null);
      setAnswer(null);
      setPercent(0);
      const ext = extensionOf(chosen.name);
      if (!o.extensions.includes(ext)) {
        fail(extensionText(ext, o.extensions));
        return;
      }
      const max = o.maxFileBytes ?? UPLOAD_LIMITS.maxFileBytes;
      if (chosen.size > max) {
        fail(tooLargeText(max));
        return;
      }
      setStatus('uploading');
      const body = new FormData();
      // Fields first: a streaming reader meets them before the file.
      for (const [key, value] of Object.entries(o.fields ?? {})) body.append(key, String(value));
      body.append('file', chosen);
      try {
        const answer: unknown = await sendUpload(o.operation, { query: o.query, form: body } as never, {
          onProgress: (f) => setPercent(Math.round(f * 100)),
        });
        setPercent(100);
        setAnswer(answer);
        setStatus('success');
        notify.success(typeof o.texts.uploaded === 'function' ? o.texts.uploaded(answer) : o.texts.uploaded);
        o.onUploaded?.(answer);
      } catch (error) {
        const rows = error instanceof ApiAnswerError ? rejectedErrors(error.body) : null;
        if (rows && rows.length > 0) {
          setErrors(rows);
          setFailing(error instanceof ApiAnswerError ? failingRowsOf(error.body) : null);
          const detail = error instanceof ApiAnswerError ? error.detail : undefined;
          fail(detailText(detail) ?? o.texts.rejected(rows.length));
          return;
        }
        fail(
          failureText(error, { fallback: o.texts.failed, forbidden: o.texts.forbidden }),
          isForbidden(error) ? 'warning' : 'error',
        );
      }
    },
    [fail, notify],
  );

  const clearErrors = useCallback(() => {
    setErrors([]);
    setFailing(null);
    setMessage(null);
    setAnswer(null);
    setStatus((s) => (s === 'error' ? 'idle' : s));
  }, []);

  return { status, file, percent, errors, failing, message, answer, upload, clearErrors };
}
