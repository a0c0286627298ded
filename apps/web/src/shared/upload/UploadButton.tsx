import { DATA_VAULT_TEXT } from '@marketdesk/contracts/data-vault';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import type { FileUpload } from './useFileUpload';

interface UploadButtonProps {
  upload: FileUpload;
  /** The file types offered by the browser's picker, e.g. '.xlsx,.xls'. */
  accept?: string;
  disabled?: boolean;
  /** Checked when the button is pressed: a message refuses (e.g. a marketplace is missing). */
  validate?(): string | null;
  onRefused?(message: string): void;
  labels?: { upload: string; change: string };
  /** The file input's test id, where a screen has two uploads. */
  inputTestId?: string;
}

/**
 * Upload Data, which reads Change File once a file is chosen (spec 02 section 2). Choosing a file uploads it
 * at once through the upload state it is given (useFileUpload).
 */
export function UploadButton({
  upload,
  accept = '.xlsx,.xls',
  disabled,
  validate,
  onRefused,
  labels = { upload: DATA_VAULT_TEXT.uploadData, change: DATA_VAULT_TEXT.changeFile },
  inputTestId = 'upload-input',
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled || upload.status === 'uploading'}
        onClick={() => {
          const refusal = validate?.() ?? null;
          if (refusal) onRefused?.(refusal);
          else input.current?.click();
        }}
      >
        {upload.file ? labels.change : labels.upload}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid={inputTestId}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          // Cleared so that choosing the same file again uploads it again.
          e.target.value = '';
          if (chosen) void upload.upload(chosen);
        }}
      />
    </>
  );
}

/** The chosen file's name, the limits stated before any upload, and the progress bar with its percent. */
export function UploadStatusLine({ upload, limits }: { upload: FileUpload; limits: string }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 260 }}>
      {upload.file ? (
        <Typography variant="body2" data-testid="upload-file-name">
          {upload.file.name}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="upload-limits">
          {limits}
        </Typography>
      )}
      {upload.status !== 'idle' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={upload.percent}
            color={upload.status === 'error' ? 'error' : upload.status === 'success' ? 'success' : 'primary'}
            sx={{ flex: 1 }}
            aria-label="Upload progress"
          />
          <Typography variant="caption" data-testid="upload-percent">
            {upload.percent}%
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

/**
 * A report upload's row: its button (one label, the file uploads at once) beside the chosen file's name and
 * progress, for panels that take a marketplace's own report rather than a template.
 */
export function ReportUploadRow({ label, ...button }: Omit<UploadButtonProps, 'labels'> & { label: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <UploadButton {...button} labels={{ upload: label, change: label }} />
      <UploadStatusLine upload={button.upload} limits="" />
    </Stack>
  );
}
