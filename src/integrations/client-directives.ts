/** Registers the site's own client directive, `client:interaction` (see src/directives/interaction.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../directives/interaction.ts', import.meta.url)) });
      },
    },
  };
}
