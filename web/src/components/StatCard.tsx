import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';

/** One figure with its label and icon; a skeleton until the figure is known. */
export function StatCard({ label, Icon, value }: { label: string; Icon: SvgIconComponent; value: string | undefined }) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1, display: 'flex' }}>
          <Icon />
        </Box>
        <div>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h3" component="p">
            {value ?? <Skeleton width={40} />}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
