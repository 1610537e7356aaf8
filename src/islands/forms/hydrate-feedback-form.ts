/** Hydrates the footer feedback form rendered by FooterFeedbackForm.astro; loaded only when the form comes into view. */
import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import FeedbackForm from './FeedbackForm.tsx';
import { FEEDBACK_FORM_ID_PREFIX } from './feedback-form-root.ts';

export function hydrateFeedbackForm(root: HTMLElement): void {
  // As Astro hydrates its React islands: at transition priority, so the page stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(root, createElement(FeedbackForm), { identifierPrefix: FEEDBACK_FORM_ID_PREFIX });
  });
}
