import type { Operation } from '@marketdesk/contracts/operation';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { download } from '../api/call';
import { useNotify } from '../feedback/notify';
import { saveBlob } from '../files/save-blob';

interface Props {
  /** Fetches and saves the template (downloadTemplate, or the screen's own operation). */
  download(): Promise<void>;
  /** Checked first: a message refuses (e.g. no marketplace chosen) as a warning. */
  refusal?(): string | null;
  /** The toast after the download, when the screen has one. */
  success?: string;
  /** The toast of a failed download. */
  failed(error: unknown): string;
  startIcon?: ReactNode;
}

/** Download Template of a data screen: refusal as a warning, then the download with its toasts. */
export function TemplateButton({ download, refusal, success, failed, startIcon }: Props) {
  const notify = useNotify();
  const onClick = async () => {
    const refused = refusal?.() ?? null;
    if (refused) return notify.warning(refused);
    try {
      await download();
      if (success) notify.success(success);
    } catch (error) {
      notify.error(failed(error));
    }
  };
  return (
    <Button variant="outlined" startIcon={startIcon} onClick={onClick}>
      Download Template
    </Button>
  );
}

/**
 * Fetches a template and saves it under `name`; with `serverName` the name the server gave wins when it gave
 * one.
 */
export async function downloadTemplate(
  operation: Operation & { answer: 'file' },
  query: Record<string, string | number | undefined>,
  name: string,
  { serverName = false } = {},
): Promise<void> {
  const { blob, filename } = await download(operation, { query } as never);
  saveBlob(blob, (serverName && filename) || name);
}
