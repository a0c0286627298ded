import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { Severity } from '../../shared/notifications/presentation';

const ICONS = { info: InfoOutlined, warning: WarningAmber, error: ErrorOutline } as const;

/** The icon of one severity in its theme colour; the label names the level for screen readers and tests. */
export function NotificationLevelIcon({ severity }: { severity: Severity }) {
  const Icon = ICONS[severity];
  return <Icon color={severity} fontSize="small" aria-label={severity} data-severity={severity} />;
}
