import Skeleton from '@mui/material/Skeleton';

/** The reviews' place while their code or first page loads: the summary line and a review. */
export function ReviewsSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton width={220} />
      <Skeleton variant="rounded" height={96} />
    </div>
  );
}
