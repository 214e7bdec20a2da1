import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { DealRole } from '@surplus/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { useHoldPage } from '../api/list-holds';
import { HoldCard } from './HoldCard';

const TABS: { role: DealRole; label: string; empty: string }[] = [
  { role: 'buyer', label: 'Buying', empty: 'Nothing reserved for you yet. Reserve a listing, or have an offer accepted, and the hold shows here.' },
  { role: 'seller', label: 'Selling', empty: 'None of your listings is on hold. When a buyer reserves one or you accept an offer, the hold shows here.' },
];

function HoldList({ role, empty }: { role: DealRole; empty: string }) {
  const pages = useCursorPages();
  const page = useHoldPage(role, pages.cursor);
  const listTop = useRef<HTMLDivElement>(null);
  const items = page.data?.items ?? [];
  return (
    <div ref={listTop} style={{ scrollMarginTop: 72 }}>
      {page.isPending ? (
        <Stack aria-hidden spacing={1.5}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : page.error ? (
        <Alert severity="error">Could not load your holds: {errorMessage(page.error, 'please try again')}</Alert>
      ) : items.length === 0 ? (
        <Paper variant="outlined">
          <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>{pages.cursor ? 'No more holds.' : empty}</Typography>
        </Paper>
      ) : (
        <Stack component="ul" aria-label={role === 'buyer' ? 'Holds for you' : 'Holds on your listings'} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0, opacity: page.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((hold) => (
            <li key={hold.id}>
              <HoldCard hold={hold} role={role} />
            </li>
          ))}
        </Stack>
      )}
      <Pager {...pages.pager(page.isPlaceholderData ? undefined : page.data?.nextCursor)} listTop={listTop} />
    </div>
  );
}

/** /deals: the signed-in business's holds, as buyer (Buying) and as seller (Selling); `?tab=selling` in the URL. */
export function DealsPage() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.label.toLowerCase() === params.get('tab')) ?? TABS[0]!;
  const select = (role: DealRole) => {
    const next = new URLSearchParams(params);
    if (role === 'buyer') next.delete('tab');
    else next.set('tab', 'selling');
    setParams(next);
  };
  return (
    <>
      <PageHeading title="Deals" subtitle="What is on hold for you, and what you hold for buyers" />
      <Tabs value={current.role} onChange={(_event, role: DealRole) => select(role)} aria-label="Deals" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map(({ role, label }) => (
          <Tab key={role} value={role} label={label} id={`deals-tab-${role}`} aria-controls={`deals-panel-${role}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`deals-panel-${current.role}`} aria-labelledby={`deals-tab-${current.role}`}>
        <HoldList key={current.role} role={current.role} empty={current.empty} />
      </div>
    </>
  );
}
