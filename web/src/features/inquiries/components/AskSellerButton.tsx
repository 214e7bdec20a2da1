import type { InventoryItem } from '@surplus/shared';
import { lazy, Suspense, useState } from 'react';
import { browserOnly } from '../../../components/browser-only';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { useRequireUser } from '../../../hooks/use-require-user';

const AskSellerDialog = lazy(typeof window === 'undefined' ? browserOnly : () => import('./AskSellerDialog').then((m) => ({ default: m.AskSellerDialog })));

/** "Ask the seller": a message in the app, for signed-in businesses; visitors are sent to sign in. */
export function AskSellerButton({ item }: { item: InventoryItem }) {
  const requireUser = useRequireUser();
  const [open, setOpen] = useState(false);
  const start = async () => {
    if (await requireUser('You must be signed in to message a business.')) setOpen(true);
  };
  return (
    <>
      <PlainButton variant="outlined" startIcon={<Icon icon="ChatBubbleOutlineOutlined" />} onClick={() => void start()}>
        Ask the seller
      </PlainButton>
      {open && (
        <Suspense fallback={null}>
          <AskSellerDialog item={item} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
