import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { DealRole } from '@surplus/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { Notice } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { useHoldPage } from '../api/list-holds';
import { useTransferPage } from '../api/list-transfers';
import { HoldCard } from './HoldCard';
import { TransferCard } from './TransferCard';

interface TabText {
  role: DealRole;
  label: string;
  holds: { label: string; empty: string };
  transfers: { label: string; empty: string };
}

const TABS: TabText[] = [
  {
    role: 'buyer',
    label: 'Buying',
    holds: { label: 'Holds for you', empty: 'Nothing reserved for you yet. Reserve a listing, or have an offer accepted, and the hold shows here.' },
    transfers: { label: 'Transfers to you', empty: 'Nothing handed over to you yet. When a seller hands over what you reserved, confirm receipt here.' },
  },
  {
    role: 'seller',
    label: 'Selling',
    holds: { label: 'Holds on your listings', empty: 'None of your listings is on hold. When a buyer reserves one or you accept an offer, the hold shows here.' },
    transfers: {
      label: 'Transfers from you',
      empty: 'Nothing handed over yet. Hand over a hold above, or record a sale made elsewhere from My Inventory, and it shows here.',
    },
  },
];

interface CardListProps<T extends { id: string }> {
  /** The section's heading; `label` names its list. */
  heading: string;
  label: string;
  empty: string;
  noun: string;
  pages: ReturnType<typeof useCursorPages>;
  page: UseQueryResult<{ items: T[]; nextCursor: string | null }>;
  card: (item: T) => ReactNode;
}

/** A section of the Deals page: one cursor-paged list of cards (holds or transfers), with its loading, error and empty states. */
function CardList<T extends { id: string }>({ heading, label, empty, noun, pages, page, card }: CardListProps<T>) {
  const headingId = useId();
  const listTop = useRef<HTMLElement>(null);
  const items = page.data?.items ?? [];
  return (
    <Box component="section" ref={listTop} aria-labelledby={headingId} sx={{ scrollMarginTop: 72 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      {page.isPending ? (
        <Stack aria-hidden spacing={1.5}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : page.error ? (
        <Notice severity="error">
          Could not load your {noun}: {errorMessage(page.error, 'please try again')}
        </Notice>
      ) : items.length === 0 ? (
        <Paper variant="outlined">
          <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>{pages.cursor ? `No more ${noun}.` : empty}</Typography>
        </Paper>
      ) : (
        <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0, opacity: page.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </Stack>
      )}
      <Pager {...pages.pager(page.isPlaceholderData ? undefined : page.data?.nextCursor)} listTop={listTop} />
    </Box>
  );
}

function HoldList({ tab }: { tab: TabText }) {
  const pages = useCursorPages();
  const page = useHoldPage(tab.role, pages.cursor);
  return <CardList heading="Holds" noun="holds" {...tab.holds} pages={pages} page={page} card={(hold) => <HoldCard hold={hold} role={tab.role} headingLevel="h3" />} />;
}

function TransferList({ tab }: { tab: TabText }) {
  const pages = useCursorPages();
  const page = useTransferPage(tab.role, pages.cursor);
  return <CardList heading="Transfers" noun="transfers" {...tab.transfers} pages={pages} page={page} card={(transfer) => <TransferCard transfer={transfer} role={tab.role} />} />;
}

/**
 * /deals: the signed-in business's holds and transfers, as buyer (Buying) and as seller (Selling); `?tab=selling` in
 * the URL.
 */
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
      <PageHeading title="Deals" subtitle="What is on hold or handed over to you, and what you hold and hand over to buyers" />
      <Tabs value={current.role} onChange={(_event, role: DealRole) => select(role)} aria-label="Deals" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map(({ role, label }) => (
          <Tab key={role} value={role} label={label} id={`deals-tab-${role}`} aria-controls={`deals-panel-${role}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`deals-panel-${current.role}`} aria-labelledby={`deals-tab-${current.role}`}>
        <Stack key={current.role} spacing={4}>
          <HoldList tab={current} />
          <TransferList tab={current} />
        </Stack>
      </div>
    </>
  );
}
