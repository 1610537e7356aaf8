/** The toasts of spec section 9: 5000 ms, top-right, light-blue background with black text. */
import type { ToasterProps } from 'sonner';

export const TOASTER_PROPS: ToasterProps = {
  position: 'top-right',
  duration: 5000,
  toastOptions: { style: { background: '#cfeaf7', color: '#000000', border: '1px solid #9fd0e8' } },
};

/** Texts of spec section 8 ('Successful' spelled right). */
export const TOAST_TEXT = {
  sending: 'Sending...',
  sent: 'Send Successful!',
  feedbackThanks: 'Thank you for giving us Feedback',
  fillAllFields: 'Fill all Fields',
} as const;
