/** Where the footer feedback form is rendered and hydrated (see src/components/FooterFeedbackForm.astro). */
export const FEEDBACK_FORM_ROOT_ID = 'feedback-form-root';
/** React's prefix for the form's `useId` ids, the same on the server and in the browser. */
export const FEEDBACK_FORM_ID_PREFIX = 'feedback';
