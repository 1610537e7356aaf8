/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island the first time the visitor touches it. */
    'client:interaction'?: boolean;
  }
}

declare global {
  namespace App {
    interface Locals {
      /** Set by BaseLayout when the page keeps out of search results: the page's record in the manifest says so,
       * and the sitemap leaves it out (src/middleware.ts). */
      noindex?: boolean;
      /** Set by src/components/Islands.astro when the page renders an island: its HTML then needs a second pass. */
      islands?: boolean;
    }
  }
}

export {};
