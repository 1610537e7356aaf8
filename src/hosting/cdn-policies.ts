/**
 * Ready policies for the CDN in front of object storage (S3, R2, GCS), which serves an object with its Content-Type
 * and Cache-Control only: the CDN adds SECURITY_HEADERS at the edge, as nginx and `_headers` send them. Printed by
 * `npm run deploy -- --cdn-policy cloudfront|cloudflare`.
 */
import { SECURITY_HEADERS } from './headers.ts';

export const CDN_POLICY_KINDS = ['cloudfront', 'cloudflare'] as const;
export type CdnPolicyKind = (typeof CDN_POLICY_KINDS)[number];

interface Overridden {
  readonly Override: true;
}

/** The JSON `aws cloudfront create-response-headers-policy --response-headers-policy-config file://…` takes. */
export interface CloudFrontResponseHeadersPolicyConfig {
  readonly Name: string;
  readonly Comment: string;
  readonly SecurityHeadersConfig: {
    ContentSecurityPolicy?: Overridden & { readonly ContentSecurityPolicy: string };
    FrameOptions?: Overridden & { readonly FrameOption: 'DENY' | 'SAMEORIGIN' };
    ContentTypeOptions?: Overridden;
    ReferrerPolicy?: Overridden & { readonly ReferrerPolicy: string };
  };
  readonly CustomHeadersConfig: {
    readonly Quantity: number;
    readonly Items: ReadonlyArray<Overridden & { readonly Header: string; readonly Value: string }>;
  };
}

/** A Response Header Transform Rule: the body of `PUT /zones/{zone_id}/rulesets/phases/http_response_headers_transform/entrypoint`. */
export interface CloudflareResponseHeadersRuleset {
  readonly rules: ReadonlyArray<{
    readonly description: string;
    readonly expression: string;
    readonly action: 'rewrite';
    readonly action_parameters: { readonly headers: Readonly<Record<string, { readonly operation: 'set'; readonly value: string }>> };
  }>;
}

const DESCRIPTION = 'Security headers of the directory site (SECURITY_HEADERS in src/hosting/headers.ts)';

/** A value CloudFront's typed field cannot send is refused here, rather than a policy sending another header. */
function oneOf<T extends string>(header: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw new Error(`CloudFront sends ${header} only as ${allowed.join(' or ')} (SECURITY_HEADERS has '${value}').`);
  return found;
}

/** The CloudFront response headers policy: its typed security fields where it has one (it has none for
 * Permissions-Policy), custom headers for the rest; every one overrides what the origin sends. */
export function cloudFrontPolicyOf(headers: Readonly<Record<string, string>> = SECURITY_HEADERS): CloudFrontResponseHeadersPolicyConfig {
  const security: CloudFrontResponseHeadersPolicyConfig['SecurityHeadersConfig'] = {};
  const custom: Array<Overridden & { Header: string; Value: string }> = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.ContentSecurityPolicy = { ContentSecurityPolicy: value, Override: true };
        break;
      case 'x-frame-options':
        security.FrameOptions = { FrameOption: oneOf(header, value, ['DENY', 'SAMEORIGIN']), Override: true };
        break;
      case 'x-content-type-options':
        oneOf(header, value, ['nosniff']);
        security.ContentTypeOptions = { Override: true };
        break;
      case 'referrer-policy':
        security.ReferrerPolicy = { ReferrerPolicy: value, Override: true };
        break;
      default:
        custom.push({ Header: header, Value: value, Override: true });
    }
  }
  return {
    Name: 'directory-site-security-headers',
    Comment: DESCRIPTION,
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}

/** The Cloudflare rule for a custom domain on an R2 bucket: sets every header on the answers for `hostname` (the
 * site's, from SITE_URL), or on every answer of the zone without one. */
export function cloudflareRulesetOf(
  hostname?: string,
  headers: Readonly<Record<string, string>> = SECURITY_HEADERS,
): CloudflareResponseHeadersRuleset {
  return {
    rules: [
      {
        description: DESCRIPTION,
        expression: hostname ? `http.host eq "${hostname}"` : 'true',
        action: 'rewrite',
        action_parameters: {
          headers: Object.fromEntries(Object.entries(headers).map(([header, value]) => [header, { operation: 'set', value }])),
        },
      },
    ],
  };
}

/** The ready policy of a kind, as the JSON its API takes. */
export function cdnPolicyOf(kind: CdnPolicyKind, hostname?: string): string {
  const policy = kind === 'cloudfront' ? cloudFrontPolicyOf() : cloudflareRulesetOf(hostname);
  return `${JSON.stringify(policy, null, 2)}\n`;
}
