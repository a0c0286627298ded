import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { MANAGE_LABEL as L } from './texts';

/** The bulk-actions menu: add the selected SKUs to focus, or remove them. */
export function BulkActionsMenu({
  disabled,
  onAction,
}: {
  disabled?: boolean;
  onAction(focused: boolean): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (focused: boolean) => {
    setAnchor(null);
    onAction(focused);
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {L.bulkActions}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(true)}>{T.addToFocus}</MenuItem>
        <MenuItem onClick={() => choose(false)}>{T.removeFromFocus}</MenuItem>
      </Menu>
    </>
  );
}
