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

/** The name box's label for each kind, as each directory's first page says it. */
export const SEARCH_KIND_NAME_LABELS: Readonly<Record<SearchKind, string>> = {
  doctor: 'Doctor Name',
  hospital: 'Hospital Name',
  pharmacy: 'Pharmacy Name',
  urgent_care: 'Urgent Care Name',
  group_practice: 'Group Practice Name',
};
