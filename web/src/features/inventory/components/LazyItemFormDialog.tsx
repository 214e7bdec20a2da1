import { lazy, Suspense, type ComponentProps } from 'react';
import { browserOnly } from '../../../components/browser-only';
import type { ItemFormDialog } from './ItemFormDialog';

// The form brings Formik and zod: pages load them when a dialog first opens, not with the page.
const ItemFormDialogChunk = lazy(typeof window === 'undefined' ? browserOnly : () => import('./ItemFormDialog').then((module) => ({ default: module.ItemFormDialog })));

/** The add/edit dialog, loaded on first open. */
export function LazyItemFormDialog(props: ComponentProps<typeof ItemFormDialog>) {
  return (
    <Suspense fallback={null}>
      <ItemFormDialogChunk {...props} />
    </Suspense>
  );
}
