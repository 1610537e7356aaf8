/**
 * The footer feedback form: no e-mail pattern check; an empty field gives 'Fill all Fields'; success thanks the
 * visitor, clears the fields and scrolls to the top; failures toast 'Failed! ' with the status or the error text.
 */
import { useId, useState, type FormEvent } from 'react';
import { Toaster, toast } from 'sonner';
import { allFilled, MESSAGE_LIMITS } from '../../api/schemas/form-rules.ts';
import { FormPostError, postForm } from './post-form.ts';
import { oneToastAt, TOAST_TEXT, TOASTER_PROPS } from './toasts.ts';
import { useFormHydration } from './use-form-hydration.ts';
import { HOLD_TAP_PROP } from '../../lib/held-taps.ts';
import { renderedByReact } from '../../lib/react-renderer-tag.ts';

const EMPTY = { Name: '', Email: '', Message: '' };
const TOASTER_ID = 'feedback-toaster';
const TOAST = oneToastAt(TOASTER_ID);

export default function FeedbackForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const { formRef, hydrated } = useFormHydration<typeof EMPTY>((typed) => setValues((current) => ({ ...current, ...typed })));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!allFilled([values.Name, values.Email, values.Message])) {
      toast.error(TOAST_TEXT.fillAllFields, TOAST);
      return;
    }
    setSending(true);
    try {
      await postForm('SendFeedBackEmail', { Name: values.Name.trim(), Email: values.Email.trim(), Message: values.Message.trim() });
      toast.success(TOAST_TEXT.feedbackThanks, TOAST);
      setValues(EMPTY);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      toast.error(error instanceof FormPostError ? error.message : String(error), TOAST);
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, input: 'text' | 'email' | 'textarea') => (
    <p>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input === 'textarea' ? (
        <textarea
          id={`${id}-${name}`}
          name={name}
          rows={3}
          maxLength={MESSAGE_LIMITS.message}
          className="capitalised"
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          name={name}
          type={input}
          maxLength={name === 'Email' ? MESSAGE_LIMITS.email : MESSAGE_LIMITS.name}
          className={name === 'Name' ? 'capitalised' : undefined}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </p>
  );

  return (
    <>
      <form
        className="feedback-form"
        method="post"
        onSubmit={submit}
        noValidate
        aria-label="Feedback"
        ref={formRef}
        data-hydrated={hydrated || undefined}
        {...HOLD_TAP_PROP}
      >
        {field('Name', 'Name', 'text')}
        {field('Email', 'Email', 'email')}
        {field('Message', 'Message', 'textarea')}
        <button className="button" type="submit" disabled={sending}>
          Send Feedback
        </button>
      </form>
      <Toaster id={TOASTER_ID} containerAriaLabel="Feedback notifications" {...TOASTER_PROPS} />
    </>
  );
}

renderedByReact(FeedbackForm);
