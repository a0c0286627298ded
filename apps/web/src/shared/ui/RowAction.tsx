import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The tooltip, e.g. "Edit" or why the action is disabled. */
  title: string;
  /** The accessible name, naming the row: "Edit Acme". */
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
  color?: IconButtonProps['color'];
}

/** One icon button of a table row's Actions column, with its tooltip (also on a disabled button). */
export function RowAction({ title, label, icon, onClick, disabled = false, color }: Props) {
  return (
    <Tooltip title={title}>
      {/* A disabled button receives no pointer events; the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} size="small" color={color} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

type Named = { name: string; onClick(): void; disabled?: boolean; title?: string };

/** The pencil: "Edit {name}". */
export const EditAction = ({ name, onClick, disabled, title = 'Edit' }: Named) => (
  <RowAction
    title={title}
    label={`Edit ${name}`}
    icon={<EditIcon fontSize="small" />}
    onClick={onClick}
    disabled={disabled}
  />
);

/** The bin: "Delete {name}". */
export const DeleteAction = ({ name, onClick, disabled, title = 'Delete' }: Named) => (
  <RowAction
    title={title}
    label={`Delete ${name}`}
    icon={<DeleteIcon fontSize="small" />}
    onClick={onClick}
    disabled={disabled}
    color="error"
  />
);
