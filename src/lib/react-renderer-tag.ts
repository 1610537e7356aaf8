/**
 * Names the renderer of a React component for Astro. Untagged, Astro asks each renderer's `check` whether the
 * component is its own, and React's check answers by rendering it: a second React render of every component on
 * every page. With the tag (the symbol Astro's own JSX components carry) Astro goes straight to React's renderer.
 */
const ASTRO_RENDERER = Symbol.for('astro:renderer');

export function renderedByReact<Component extends object>(component: Component): Component {
  Object.defineProperty(component, ASTRO_RENDERER, { value: '@astrojs/react' });
  return component;
}
