/**
 * "Report a problem with this listing": a required choice of what is wrong, an optional sentence and e-mail, sent
 * as a feedback message naming the listing; the visitor is thanked for the report. On failure the toast says why and
 * every field stays as typed. A submit before hydration is held by the page's early script and sent when it wakes.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Toaster, toast } from 'sonner';
import { MESSAGE_LIMITS } from '../../api/schemas/form-rules.ts';
import { renderedByReact } from '../../lib/react-renderer-tag.ts';
import { LISTING_PROBLEMS, REPORT_DETAILS_LIMIT, reportBody, reportErrors, type ListingReport, type ReportedListing } from './listing-report.ts';
import { FormPostError, postForm } from './post-form.ts';
import { oneToastAt, TOAST_TEXT, TOASTER_PROPS } from './toasts.ts';
import { useFormHydration } from './use-form-hydration.ts';
import { HOLD_TAP_PROP } from '../../lib/held-taps.ts';

export interface ReportProblemFormProps {
  /** The listing the report names (not shown: the page around the form shows it). */
  readonly listing: ReportedListing;
}

function checkedProblem(form: HTMLFormElement | null): string {
  return form?.querySelector<HTMLInputElement>('input[name="problem"]:checked')?.value ?? '';
}

const EMPTY: ListingReport = { problem: '', details: '', email: '' };
const TOASTER_ID = 'report-problem-toaster';
const TOAST = oneToastAt(TOASTER_ID);

export default function ReportProblemForm({ listing }: ReportProblemFormProps) {
  const id = useId();
  const [values, setValues] = useState<ListingReport>(EMPTY);
  const [sending, setSending] = useState(false);
  // Errors show once the visitor tried to send (or left the e-mail field), not while they are still typing.
  const [checked, setChecked] = useState(false);
  const [emailLeft, setEmailLeft] = useState(false);
  const firstProblem = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  // What was typed before hydration is kept; of the radio buttons only the checked one (the hook reads every
  // named input's value, and each radio button has one).
  const { formRef, hydrated } = useFormHydration<Record<keyof ListingReport, string>>((typed) =>
    setValues((current) => ({ ...current, ...typed, problem: checkedProblem(formRef.current) })),
  );
  const errors = reportErrors(values);
  const shown = {
    problem: checked ? errors.problem : undefined,
    details: checked ? errors.details : undefined,
    email: checked || emailLeft ? errors.email : undefined,
  };
  const update = (field: keyof ListingReport, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    if (errors.problem) return firstProblem.current?.focus();
    if (errors.email) return emailInput.current?.focus();
    if (errors.details) return;
    setSending(true);
    toast(TOAST_TEXT.sending, TOAST);
    try {
      await postForm('SendFeedBackEmail', reportBody(listing, values));
      toast.success(TOAST_TEXT.reportThanks, TOAST);
      setValues(EMPTY);
      setChecked(false);
      setEmailLeft(false);
    } catch (error) {
      toast.error(error instanceof FormPostError ? error.message : String(error), TOAST);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form
        className="report-problem-form"
        method="post"
        onSubmit={submit}
        noValidate
        aria-label="Report a problem"
        ref={formRef}
        data-hydrated={hydrated || undefined}
        {...HOLD_TAP_PROP}
      >
        <fieldset aria-describedby={shown.problem ? `${id}-problem-error` : undefined}>
          <legend>What is wrong?</legend>
          {LISTING_PROBLEMS.map((problem, index) => (
            <label key={problem.value} className="report-problem-choice">
              <input
                ref={index === 0 ? firstProblem : undefined}
                type="radio"
                name="problem"
                value={problem.value}
                required
                checked={values.problem === problem.value}
                onChange={() => update('problem', problem.value)}
              />{' '}
              {problem.label}
            </label>
          ))}
          {shown.problem && (
            <p id={`${id}-problem-error`} className="field-error" role="alert">
              {shown.problem}
            </p>
          )}
        </fieldset>
        <p>
          <label htmlFor={`${id}-details`}>What should it say? (optional)</label>
          <textarea
            id={`${id}-details`}
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_LIMIT}
            value={values.details}
            aria-invalid={shown.details ? true : undefined}
            aria-describedby={shown.details ? `${id}-details-error` : undefined}
            onChange={(event) => update('details', event.target.value)}
          />
          {shown.details && (
            <span id={`${id}-details-error`} className="field-error" role="alert">
              {shown.details}
            </span>
          )}
        </p>
        <p>
          <label htmlFor={`${id}-email`}>Your e-mail, if we may ask you about it (optional)</label>
          <input
            ref={emailInput}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MESSAGE_LIMITS.email}
            value={values.email}
            aria-invalid={shown.email ? true : undefined}
            aria-describedby={shown.email ? `${id}-email-error` : undefined}
            onChange={(event) => update('email', event.target.value)}
            onBlur={() => setEmailLeft(true)}
          />
          {shown.email && (
            <span id={`${id}-email-error`} className="field-error" role="alert">
              {shown.email}
            </span>
          )}
        </p>
        <button className="button" type="submit" disabled={sending}>
          {sending ? TOAST_TEXT.sending : 'Send report'}
        </button>
      </form>
      <Toaster id={TOASTER_ID} containerAriaLabel="Report notifications" {...TOASTER_PROPS} />
    </>
  );
}

renderedByReact(ReportProblemForm);
