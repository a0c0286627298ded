import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useIdleTimeoutMs } from './IdleLogout';
import { formatCountdown, remainingIdleMs } from './idle';

/** Header countdown to the idle logout. */
export function IdleCountdown() {
  const timeoutMs = useIdleTimeoutMs();
  const [remaining, setRemaining] = useState(() => remainingIdleMs(timeoutMs));

  useEffect(() => {
    setRemaining(remainingIdleMs(timeoutMs));
    const id = window.setInterval(() => setRemaining(remainingIdleMs(timeoutMs)), 1000);
    return () => window.clearInterval(id);
  }, [timeoutMs]);

  const text = formatCountdown(remaining);
  return (
    <Tooltip title="Automatic logout after inactivity">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <TimerOutlined fontSize="small" />
        <Typography
          variant="body2"
          component="span"
          data-testid="idle-countdown"
          aria-label={`Auto logout in ${text}`}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {text}
        </Typography>
      </Box>
    </Tooltip>
  );
}
