import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { countdownLabel, countdownTick, dealDateLabel } from '../deal-labels';

/**
 * A live countdown to `expiresAt` ('6d 23h left'), with the moment itself as its title. Past it, `onPassed` is
 * called at every tick until the parent stops showing it (the sweep has ended the hold).
 */
export function Countdown({ expiresAt, onPassed }: { expiresAt: string; onPassed?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const passed = useRef(onPassed);
  useEffect(() => {
    passed.current = onPassed;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = Date.now();
      if (new Date(expiresAt).getTime() <= next) passed.current?.();
      setNow(next);
    }, countdownTick(expiresAt, now));
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);
  return (
    <Typography component="span" variant="body2" role="timer" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      <time dateTime={expiresAt} title={`Ends ${dealDateLabel(expiresAt)}`}>
        {countdownLabel(expiresAt, now)}
      </time>
    </Typography>
  );
}
