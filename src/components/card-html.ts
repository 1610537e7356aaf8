/** A card's HTML as the pages render it, for the JSON a paged list's filters read (src/routes/list-pages.ts). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DoctorCard, HospitalCard } from '../data/cards.ts';
import { DoctorCardView } from '../islands/cards/DoctorCardView.tsx';
import { HospitalCardView } from '../islands/cards/HospitalCardView.tsx';
import type { WholeList } from '../lib/list-filters.ts';

/** A paged list's cards as its JSON holds them, in ranked order: each card's HTML and what the filters read of it. */
const wholeListOf = <Card extends DoctorCard | HospitalCard>(cards: readonly Card[], html: (card: Card) => string): WholeList => ({
  items: cards.map((card) => ({ html: html(card), name: card.name, ...card.filterFacts })),
});

export const doctorsWholeList = (doctors: readonly DoctorCard[]): WholeList =>
  wholeListOf(doctors, (doctor) => renderToStaticMarkup(createElement(DoctorCardView, { doctor })));

export const hospitalsWholeList = (hospitals: readonly HospitalCard[]): WholeList =>
  wholeListOf(hospitals, (hospital) => renderToStaticMarkup(createElement(HospitalCardView, { hospital })));
