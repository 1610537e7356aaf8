/**
 * Keeps what a visitor typed before the island hydrated (on a slow phone the form shows as plain HTML first), marks
 * the form as hydrated (`data-hydrated`), and sends a submit the visitor made before that: the page's early script
 * held it (src/lib/held-taps.ts), so it reached no URL and is acted on now, once, with what was typed.
 */
import { useEffect, useRef, useState } from 'react';
import { HELD_TAP, takePendingTap } from '../../lib/held-taps.ts';

export function useFormHydration<T extends Record<string, string>>(adopt: (typed: Partial<T>) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration; `adopt` is a new function on every render.
  useEffect(() => {
    const form = formRef.current;
    if (form) {
      const typed: Record<string, string> = {};
      for (const element of Array.from(form.elements)) {
        if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name && element.value)
          typed[element.name] = element.value;
      }
      if (Object.keys(typed).length > 0) adopt(typed as Partial<T>);
    }
    setHydrated(true);
    // Runs once, on hydration.
  }, []);
  // After the render that adopted what was typed and set `data-hydrated`: the early script lets this submit through.
  useEffect(() => {
    const form = formRef.current;
    if (hydrated && form?.hasAttribute(HELD_TAP.hydrated) && takePendingTap(form)) form.requestSubmit();
  }, [hydrated]);
  return { formRef, hydrated };
}
