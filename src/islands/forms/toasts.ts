/** The toasts of spec section 9: 5000 ms, top-right, light-blue background with black text. */
import type { ExternalToast, ToasterProps } from 'sonner';

export const TOASTER_PROPS: ToasterProps = {
  position: 'top-right',
  duration: 5000,
  toastOptions: { style: { background: '#cfeaf7', color: '#000000', border: '1px solid #9fd0e8' } },
};

/** Texts of spec section 8 ('Successful' spelled right), and the thanks for a listing report (not the footer form's
 * feedback). */
export const TOAST_TEXT = {
  sending: 'Sending...',
  sent: 'Send Successful!',
  feedbackThanks: 'Thank you for giving us Feedback',
  reportThanks: 'Thank you for your report. We will check this listing.',
  fillAllFields: 'Fill all Fields',
} as const;

/** One toast at a time: every toast of a form's toaster takes the same id, so the next replaces the one shown
 * ('Sending...' becomes 'Send Successful!') instead of stacking on it. */
export const oneToastAt = (toasterId: string): ExternalToast => ({ toasterId, id: toasterId });
