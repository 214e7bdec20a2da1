import Skeleton from '@mui/material/Skeleton';
import { errorMessage } from '../../../api/client';
import { buttonClass, BUTTON } from '../../../components/button-styles';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { PlainButton } from '../../../components/PlainButton';
import { useUser } from '../../../api/get-user';
import { TRANSFERS_EXPORT_PATH } from '../api/export-transfers';
import { useBusinessImpact } from '../api/get-business-impact';
import { ImpactChartSlot } from './ImpactChartSlot';
import { ImpactFigures } from './ImpactFigures';
import { ImpactMonthsTable } from './ImpactMonthsTable';
import { IMPACT } from './impact-styles';
import { MY_IMPACT } from './my-impact-styles';

/**
 * /impact: what the signed-in business's transfers kept out of landfill, as seller and as buyer, by month as a chart
 * and a table; its ledger as a CSV download, and the page printed on one A4 or Letter sheet's width (no navigation,
 * no buttons).
 */
export function MyImpactPage() {
  const { data: user } = useUser();
  // Under the protected route: a user is signed in.
  const impact = useBusinessImpact(user?.id ?? 0);
  const months = impact.data?.byMonth;
  return (
    <div className={MY_IMPACT.page}>
      <PageHeading
        title="My impact"
        subtitle={user ? `What ${user.businessName} kept out of landfill, by selling and buying surplus` : 'What your transfers kept out of landfill'}
        actions={
          <>
            <a href={TRANSFERS_EXPORT_PATH} download className={buttonClass({ variant: 'outlined' })}>
              <span className={BUTTON.startIcon}>
                <Icon icon="Download" />
              </span>
              Download CSV
            </a>
            <PlainButton variant="contained" startIcon={<Icon icon="Print" />} onClick={() => window.print()}>
              Print
            </PlainButton>
          </>
        }
      />
      {impact.isError ? (
        <p className={IMPACT.error} role="alert">
          Could not load your impact figures: {errorMessage(impact.error, 'please try again')}
        </p>
      ) : (
        <>
          <ImpactFigures impact={impact.data} heading="h2" />
          <section className={IMPACT.section} aria-labelledby="impact-months-title">
            <h2 id="impact-months-title" className={IMPACT.title}>
              Last 24 months
            </h2>
            <ImpactChartSlot months={months} label="Kilograms kept out of landfill by month, last 24 months" eager />
            {months ? <ImpactMonthsTable months={months} /> : <Skeleton variant="rounded" height={240} />}
          </section>
        </>
      )}
    </div>
  );
}
