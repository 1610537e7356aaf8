/** The footer feedback form's server-rendered HTML: the same on every page, so React renders it once per build process. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import FeedbackForm from '../islands/forms/FeedbackForm.tsx';
import { FEEDBACK_FORM_ID_PREFIX } from '../islands/forms/feedback-form-root.ts';

let html: string | undefined;

export function feedbackFormHtml(): string {
  html ??= renderToString(createElement(FeedbackForm), { identifierPrefix: FEEDBACK_FORM_ID_PREFIX });
  return html;
}
