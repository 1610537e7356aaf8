/** What each searchable kind is called. Where its directory starts comes from the route table (directoryOf in
 * src/routes/urls.ts), given to the island by its page. */
import type { SearchKind } from './index-format.ts';

export const SEARCH_KIND_PLURALS: Readonly<Record<SearchKind, string>> = {
  doctor: 'Doctors',
  hospital: 'Hospitals',
  pharmacy: 'Pharmacies',
  urgent_care: 'Urgent Care Clinics',
  group_practice: 'Group Practices',
};
