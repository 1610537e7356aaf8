/**
 * Sends a form from the browser with ky: to PUBLIC_API_BASE_URL when set at build, else to the site's own origin
 * (a host proxies /api/ to the API). Never retried: a message must not be sent twice.
 */
import ky, { isHTTPError } from 'ky';
import { FORM_PATHS, type FormName } from '../../api/schemas/form-rules.ts';

/** A post that did not succeed: `status` when the API answered, else the network error's text. */
export class FormPostError extends Error {
  override readonly name = 'FormPostError';
  readonly status: number | undefined;

  constructor(message: string, status: number | undefined) {
    super(message);
    this.status = status;
  }
}

function apiBase(): string {
  const configured = import.meta.env.PUBLIC_API_BASE_URL as string | undefined;
  return configured ? configured.replace(/\/+$/, '') : window.location.origin;
}

/** POSTs the JSON body; resolves when the status is ok. */
export async function postForm(name: FormName, body: Readonly<Record<string, string>>): Promise<void> {
  try {
    await ky.post(`${apiBase()}${FORM_PATHS[name]}`, { json: body, retry: 0, timeout: 30_000 });
  } catch (error) {
    if (isHTTPError(error)) throw new FormPostError(`Failed! ${error.response.status}`, error.response.status);
    throw new FormPostError(error instanceof Error ? error.message : String(error), undefined);
  }
}
