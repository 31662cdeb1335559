/**
 * `run` one call at a time, shared: a call while one runs joins the next run, which starts once
 * that one is over, so whatever happened before a call is covered by the run it is answered with.
 * Under load one run serves every caller that asked meanwhile. A failed run fails the calls it
 * served; the next still starts.
 */
export function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const call = (): Promise<void> => {
    if (!current) {
      current = run().finally(() => {
        current = undefined;
      });
      return current;
    }
    next ??= current
      .catch(() => {})
      .then(() => {
        next = undefined;
        return call();
      });
    return next;
  };
  return call;
}
