/**
 * The upstream directory API sends names HTML-escaped ('O&#39;Brien', 'Obstetrics &amp; Gynecology',
 * '&quot;The Corner&quot; Drug Store'); the reference dataset stores them the same way so that the site's
 * cleaning rules are exercised on every page.
 */
export function escapeLikeUpstream(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
}

/** Fills `{placeholder}` slots of a name pattern. */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);
}
