/** The host rules file the site files' writer writes last (site-files.ts): its presence says the site data of a
 * folder is whole. A module of its own so that the pipeline reads it without loading the writer and its gazetteer. */
export const SITE_DATA_LAST_FILE = 'robots.txt';
