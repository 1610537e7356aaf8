/**
 * The Contact Us and Write For Us forms: once hydrated, the submit button stays disabled until every required field
 * is filled and the e-mail matches the pattern, checked as the visitor types; 'Sending...' then 'Send Successful!'
 * (one toast, replaced) and a reload, or 'Failed! ' with the status, or the network error's text. Before hydration
 * the button is enabled: a tap on it is held by the page's early script and acted on when the island wakes
 * (sent, or the first field still missing is focused), never lost to a disabled button.
 */
import { useId, useState, type FormEvent } from 'react';
import { Toaster, toast } from 'sonner';
import { allFilled, digitsOnly, isEmail, MESSAGE_LIMITS, type FormName } from '../../api/schemas/form-rules.ts';
import { FormPostError, postForm } from './post-form.ts';
import { oneToastAt, TOAST_TEXT, TOASTER_PROPS } from './toasts.ts';
import { useFormHydration } from './use-form-hydration.ts';
import { HOLD_TAP_PROP } from '../../lib/held-taps.ts';
import { renderedByReact } from '../../lib/react-renderer-tag.ts';

type Field = 'Name' | 'Phone' | 'Email' | 'Message';

export interface MessageFormProps {
  readonly form: Extract<FormName, 'SendContactUsEmail' | 'InsertWriteForUsForm'>;
  readonly fields: readonly Field[];
  readonly submitLabel?: string;
}

const LABELS: Readonly<Record<Field, string>> = { Name: 'Name', Phone: 'Phone', Email: 'Email', Message: 'Message' };
const LIMITS: Readonly<Record<Field, number>> = {
  Name: MESSAGE_LIMITS.name,
  Phone: MESSAGE_LIMITS.phone,
  Email: MESSAGE_LIMITS.email,
  Message: MESSAGE_LIMITS.message,
};

/** Reloading after success shows the toast first. */
const RELOAD_DELAY_MS = 1500;

export default function MessageForm({ form, fields, submitLabel = 'Submit' }: MessageFormProps) {
  const id = useId();
  const toasterId = `${form}-toaster`;
  const oneToast = oneToastAt(toasterId);
  const [values, setValues] = useState<Record<Field, string>>({ Name: '', Phone: '', Email: '', Message: '' });
  const [sending, setSending] = useState(false);
  const filled = allFilled(fields.map((field) => values[field]));
  const emailOk = isEmail(values.Email);
  const ready = filled && emailOk;

  const update = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: field === 'Phone' ? digitsOnly(value) : value }));
  const { formRef, hydrated } = useFormHydration<Record<Field, string>>((typed) =>
    setValues((current) => ({ ...current, ...typed, Phone: digitsOnly(typed.Phone ?? current.Phone) })),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Only a submit held before hydration gets here unready (the button is disabled after): show what is missing.
    if (!ready) return firstUnready(event.currentTarget)?.focus();
    setSending(true);
    toast(TOAST_TEXT.sending, oneToast);
    try {
      await postForm(form, Object.fromEntries(fields.map((field) => [field, values[field].trim()])));
      toast.success(TOAST_TEXT.sent, oneToast);
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (error) {
      toast.error(error instanceof FormPostError ? error.message : String(error), oneToast);
      setSending(false);
    }
  }

  function firstUnready(element: HTMLFormElement): HTMLElement | undefined {
    const field = fields.find((name) => !allFilled([values[name]]) || (name === 'Email' && !emailOk));
    const control = field && element.elements.namedItem(field);
    return control instanceof HTMLElement ? control : undefined;
  }

  return (
    <>
      <form
        className="message-form"
        method="post"
        onSubmit={submit}
        noValidate
        ref={formRef}
        data-hydrated={hydrated || undefined}
        {...HOLD_TAP_PROP}
      >
        {fields.map((field) => (
          <p key={field}>
            <label htmlFor={`${id}-${field}`}>{LABELS[field]}</label>
            {field === 'Message' ? (
              <textarea
                id={`${id}-${field}`}
                name={field}
                rows={5}
                required
                maxLength={LIMITS[field]}
                className="capitalised"
                value={values[field]}
                onChange={(event) => update(field, event.target.value)}
              />
            ) : (
              <input
                id={`${id}-${field}`}
                name={field}
                type={field === 'Email' ? 'email' : field === 'Phone' ? 'tel' : 'text'}
                inputMode={field === 'Phone' ? 'numeric' : undefined}
                autoComplete={field === 'Name' ? 'name' : field === 'Email' ? 'email' : field === 'Phone' ? 'tel' : undefined}
                required
                maxLength={LIMITS[field]}
                className={field === 'Name' ? 'capitalised' : undefined}
                value={values[field]}
                aria-invalid={field === 'Email' && values.Email.length > 0 && !emailOk ? true : undefined}
                aria-describedby={field === 'Email' ? `${id}-email-hint` : undefined}
                onChange={(event) => update(field, event.target.value)}
              />
            )}
            {field === 'Email' && values.Email.length > 0 && !emailOk && (
              <span id={`${id}-email-hint`} className="field-error" role="alert">
                Enter an e-mail address like name@example.com
              </span>
            )}
          </p>
        ))}
        <button className="button" type="submit" disabled={hydrated && (!ready || sending)}>
          {submitLabel}
        </button>
      </form>
      <Toaster id={toasterId} containerAriaLabel={`${form === 'SendContactUsEmail' ? 'Contact' : 'Write for us'} notifications`} {...TOASTER_PROPS} />
    </>
  );
}

renderedByReact(MessageForm);
