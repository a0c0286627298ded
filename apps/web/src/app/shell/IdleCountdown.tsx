import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useIdleTimerContext } from 'react-idle-timer';
import { formatCountdown } from './idle';

/** Header countdown to the idle logout. */
export function IdleCountdown() {
  const { getRemainingTime } = useIdleTimerContext();
  const [remaining, setRemaining] = useState(() => getRemainingTime());

  useEffect(() => {
    const id = window.setInterval(() => setRemaining(getRemainingTime()), 1000);
    return () => window.clearInterval(id);
  }, [getRemainingTime]);

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
