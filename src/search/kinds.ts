/** What each searchable kind is called and where its directory starts. */
import type { SearchKind } from './index-format.ts';

export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, { readonly plural: string; readonly root: string }>> = {
  doctor: { plural: 'Doctors', root: '/best-doctors/' },
  hospital: { plural: 'Hospitals', root: '/best-hospitals/' },
  pharmacy: { plural: 'Pharmacies', root: '/best-pharmacies/' },
  urgent_care: { plural: 'Urgent Care Clinics', root: '/best-urgent-care/' },
  group_practice: { plural: 'Group Practices', root: '/best-group-practice/' },
};
