import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const rotate = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });
const dash = keyframes({
  '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
  '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-15px' },
  '100%': { strokeDasharray: '1px, 200px', strokeDashoffset: '-126px' },
});

/**
 * A page loading: MUI's indeterminate circular progress as plain SVG and CSS (the same circle and motion), so the
 * first script of every page does without the component.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <Box component="span" role="progressbar" aria-label={label} sx={{ display: 'inline-block', width: 40, height: 40, color: 'primary.main', animation: `${rotate} 1.4s linear infinite` }}>
        <svg viewBox="22 22 44 44" width="40" height="40" aria-hidden>
          <Box component="circle" cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" sx={{ stroke: 'currentColor', strokeDasharray: '80px, 200px', strokeDashoffset: 0, animation: `${dash} 1.4s ease-in-out infinite` }} />
        </svg>
      </Box>
    </Box>
  );
}
