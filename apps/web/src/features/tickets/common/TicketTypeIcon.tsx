import type { TicketTypeId } from '@marketdesk/contracts/tickets';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BugReportIcon from '@mui/icons-material/BugReport';
import ImageIcon from '@mui/icons-material/Image';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

const ICONS: Partial<Record<TicketTypeId, ComponentType<SvgIconProps>>> = {
  T2: PriceChangeIcon,
  T5: InventoryIcon,
  T8: BugReportIcon,
  T9: QueryStatsIcon,
  T10: ImageIcon,
  T11: AdsClickIcon,
  T12: AdsClickIcon,
  T14: TrendingDownIcon,
  T16: UploadFileIcon,
};

/** The type's icon in the detail header and the dashboard rows. */
export function TicketTypeIcon({ type, ...props }: { type: TicketTypeId } & SvgIconProps) {
  const Icon = ICONS[type] ?? AssignmentIcon;
  return <Icon aria-label={`Type ${type}`} {...props} />;
}
