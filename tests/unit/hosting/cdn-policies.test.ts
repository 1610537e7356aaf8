/** The CDN policies for object storage (issue 45, item 6): read as each CDN would send them, they send exactly the
 * headers nginx and `_headers` send, values and all. */
import { describe, expect, it } from 'vitest';
import {
  type CloudflareResponseHeadersRuleset,
  type CloudFrontResponseHeadersPolicyConfig,
  cdnPolicyOf,
  cloudflareRulesetOf,
  cloudFrontPolicyOf,
} from '../../../src/hosting/cdn-policies.ts';
import { SECURITY_HEADERS } from '../../../src/hosting/headers.ts';

/** The headers a CloudFront response carries under the policy, as its documentation says each field is sent. */
function cloudFrontSends(policy: CloudFrontResponseHeadersPolicyConfig): Array<[string, string, boolean]> {
  const { ContentSecurityPolicy, FrameOptions, ContentTypeOptions, ReferrerPolicy } = policy.SecurityHeadersConfig;
  const sent: Array<[string, string, boolean]> = [];
  if (ContentSecurityPolicy) sent.push(['content-security-policy', ContentSecurityPolicy.ContentSecurityPolicy, ContentSecurityPolicy.Override]);
  if (FrameOptions) sent.push(['x-frame-options', FrameOptions.FrameOption, FrameOptions.Override]);
  if (ContentTypeOptions) sent.push(['x-content-type-options', 'nosniff', ContentTypeOptions.Override]);
  if (ReferrerPolicy) sent.push(['referrer-policy', ReferrerPolicy.ReferrerPolicy, ReferrerPolicy.Override]);
  for (const item of policy.CustomHeadersConfig.Items) sent.push([item.Header.toLowerCase(), item.Value, item.Override]);
  return sent;
}

/** The headers a response carries under the rules, with the operation each is set by. */
function cloudflareSends(ruleset: CloudflareResponseHeadersRuleset): Array<[string, string, string]> {
  const headersOf = (rule: CloudflareResponseHeadersRuleset['rules'][number]) => Object.entries(rule.action_parameters.headers);
  return ruleset.rules.flatMap(headersOf).map(([name, { operation, value }]) => [name.toLowerCase(), value, operation]);
}

/** What nginx and `_headers` send, by lower-case name. */
const expected = Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value] as const);

describe('the CloudFront response headers policy', () => {
  const policy = cloudFrontPolicyOf();
  const sent = cloudFrontSends(policy);

  it('sends every header of SECURITY_HEADERS once, with its exact value, over what the origin sends', () => {
    expect(sent.map(([name, value]) => [name, value])).toEqual(expect.arrayContaining(expected.map((header) => [...header])));
    expect(sent).toHaveLength(expected.length);
    expect(sent.every(([, , override]) => override)).toBe(true);
  });

  it('keeps what the issue found missing on S3: frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy', () => {
    const byName = new Map(sent.map(([name, value]) => [name, value]));
    expect(byName.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(byName.get('x-frame-options')).toBe('DENY');
    expect(byName.get('x-content-type-options')).toBe('nosniff');
    expect(byName.get('referrer-policy')).toBe(SECURITY_HEADERS['Referrer-Policy']);
  });

  it('puts Permissions-Policy, which has no typed field, in the custom headers, counted as the API wants', () => {
    expect(policy.CustomHeadersConfig).toEqual({
      Quantity: 1,
      Items: [{ Header: 'Permissions-Policy', Value: SECURITY_HEADERS['Permissions-Policy'], Override: true }],
    });
    expect(policy.Name).toMatch(/^[\w-]{1,128}$/);
    expect(policy.Comment.length).toBeLessThanOrEqual(128);
  });

  it('refuses a value CloudFront cannot send rather than sending another', () => {
    expect(() => cloudFrontPolicyOf({ 'X-Frame-Options': 'ALLOW-FROM https://example.org' })).toThrow(/X-Frame-Options only as DENY or SAMEORIGIN/);
  });
});

describe('the Cloudflare response header transform rule (R2 on a custom domain)', () => {
  it('sets every header of SECURITY_HEADERS with its exact value, on the site host when it is known', () => {
    const ruleset = cloudflareRulesetOf('directory.example.com');
    expect(cloudflareSends(ruleset)).toEqual(expected.map(([name, value]) => [name, value, 'set']));
    expect(ruleset.rules).toHaveLength(1);
    expect(ruleset.rules[0]).toMatchObject({ action: 'rewrite', expression: 'http.host eq "directory.example.com"' });
    expect(cloudflareRulesetOf().rules[0]?.expression).toBe('true');
  });
});

it('prints each policy as the JSON its API takes', () => {
  expect(JSON.parse(cdnPolicyOf('cloudfront'))).toEqual(cloudFrontPolicyOf());
  expect(JSON.parse(cdnPolicyOf('cloudflare', 'directory.example.com'))).toEqual(cloudflareRulesetOf('directory.example.com'));
});
