import { useCallback, useEffect, useRef } from 'react';

/**
 * After Next or Back the old step's buttons are gone: the focus goes to the new step's heading
 * (its first h2), scrolled into view below the sticky navigation bar
 * (docs/product/wizard.md#focus-and-keyboard). `stepRef` wraps the step; `focusNewStep` is called
 * by what moves to another step, so a step chosen by loading a draft takes no focus.
 */
export function useStepFocus(active: number) {
  const stepRef = useRef<HTMLDivElement>(null);
  const isMoving = useRef(false);
  const focusNewStep = useCallback(() => {
    isMoving.current = true;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (!isMoving.current) return;
    isMoving.current = false;
    const heading = stepRef.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.style.scrollMarginTop = 'calc(var(--app-header-height, 0px) + 1rem)';
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [active]);

  return { stepRef, focusNewStep };
}
