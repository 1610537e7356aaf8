/**
 * `client:interaction`: hydrates an island the first time the visitor touches it (pointer, focus or key),
 * so a page pays for an island's JavaScript only when someone uses it. Until then its HTML works on its own.
 */
import type { ClientDirective } from 'astro';
import { FIRST_TOUCH_EVENTS as EVENTS } from '../lib/first-touch.ts';

const interaction: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) element.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of EVENTS) element.addEventListener(type, start, { once: true, passive: true });
};

export default interaction;
