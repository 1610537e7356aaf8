/**
 * Astro writes the style its islands need (`astro-island{display:contents}`) into the body, just before the first
 * island, where the HTML standard allows no style element (withastro/astro#10308). Moved into the head, the page
 * validates and the rule still applies before any island is painted.
 */

// Astro's own text for it. If a new Astro spells it otherwise, the HTML validity test finds the style in the body.
export const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page with Astro's island style moved from the body to the end of the head; unchanged when it has none. */
export function withIslandStyleInHead(html: string): string {
  const at = html.indexOf(ASTRO_ISLAND_STYLE);
  const headEnd = html.indexOf('</head>');
  if (at < 0 || headEnd < 0 || at < headEnd) return html;
  const body = html.slice(0, at) + html.slice(at + ASTRO_ISLAND_STYLE.length);
  return body.slice(0, headEnd) + ASTRO_ISLAND_STYLE + body.slice(headEnd);
}
