/**
 * How visitors reach the team besides the forms: shown on Contact Us (spec section 2: 'a support e-mail, a placeholder
 * phone') and wherever a form cannot be sent without JavaScript. Set the real address here; it is part of the code, so
 * changing it renders every page again on the next night (scripts/pipeline/render-inputs.ts).
 */
export const SUPPORT_EMAIL = 'support@example.com';
/** The spec's placeholder phone number. */
export const SUPPORT_PHONE = '(000) 000-0000';
