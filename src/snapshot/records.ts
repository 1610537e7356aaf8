/**
 * What the snapshot stores about a request and an image. Its write side (used by the crawl) and its read side
 * (used by pages) share these, so the snapshot depends on the API contract only, never on the crawl.
 */
import { toRequestPath, type GetEndpointName, type ParamsOf } from '../api/endpoints.ts';

/** Where the pages a request's answer lists are: their URL slugs, and the names the API gave their state, city
 * and speciality, as the route table declared them (src/routes/table.ts). */
export interface RequestContext {
  readonly stateSlug?: string;
  readonly citySlug?: string;
  readonly specialitySlug?: string;
  /** The state's name as the API spelled it (a level-2 facility query sends it without spaces). */
  readonly state?: string;
  readonly city?: string;
  readonly speciality?: string;
}

/** A request as the snapshot keeps it: the endpoint, its parameters, and where its pages are. */
export interface RequestRecord<N extends GetEndpointName = GetEndpointName> {
  readonly endpoint: N;
  readonly params: ParamsOf<N>;
  readonly context: RequestContext;
}

/** The canonical key of a request: its path and query, parameters in contract order. */
export function requestKey(request: RequestRecord): string {
  return toRequestPath(request.endpoint, request.params as never);
}

/** The response fields holding image addresses, and the width each is shown at (2x for sharp screens). */
export const IMAGE_FIELDS = { flag: 96, docImage: 192, blogImage: 960 } as const;
export type ImageField = keyof typeof IMAGE_FIELDS;

/** An image a response names, by its address on the image host. */
export interface ImageReference {
  readonly url: string;
  readonly field: ImageField;
}

/** An image re-encoded for the site. */
export interface OptimisedImage {
  readonly body: Uint8Array;
  readonly width: number;
  readonly height: number;
}
