/**
 * Keeps what a visitor typed before the island hydrated (on a slow phone the form is usable as plain HTML first),
 * and marks the form as hydrated (`data-hydrated`) for assistive checks and tests.
 */
import { useEffect, useRef, useState } from 'react';

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
  return { formRef, hydrated };
}
