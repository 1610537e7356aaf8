/** The site's name, as the navbar, the page titles and social previews say it. */
export const SITE_NAME = 'US Health Directory';

/** A page's full title: its own, then the site's name, so a tab, a bookmark or a search result says where it is. */
export const pageTitle = (title: string): string => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);
