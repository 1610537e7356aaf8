/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island the first time the visitor touches it. */
    'client:interaction'?: boolean;
  }
}

export {};
