/** A doctor card's HTML as the pages render it (DoctorCardView), for the JSON a paged list's filters read. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DoctorCard } from '../data/cards.ts';
import { DoctorCardView } from '../islands/cards/DoctorCardView.tsx';
import type { WholeList } from '../lib/list-filters.ts';

export const doctorCardHtml = (doctor: DoctorCard): string => renderToStaticMarkup(createElement(DoctorCardView, { doctor }));

/** A paged list's cards as its JSON holds them, in ranked order. */
export const wholeListOf = (doctors: readonly DoctorCard[]): WholeList => ({
  items: doctors.map((doctor) => ({ html: doctorCardHtml(doctor), name: doctor.name, ...doctor.filterFacts })),
});
