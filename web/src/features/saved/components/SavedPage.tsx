import Stack from '@mui/material/Stack';
import { PageHeading } from '../../../components/PageHeading';
import { SavedListings } from './SavedListings';
import { SavedSearchList } from './SavedSearchList';

/** The signed-in user's saved listings and saved searches. */
export function SavedPage() {
  return (
    <>
      <PageHeading title="Saved" subtitle="Listings you bookmarked and searches you are watching for new matches" />
      <Stack spacing={3}>
        <SavedListings />
        <SavedSearchList />
      </Stack>
    </>
  );
}
