import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until zero, ticking once a second; `restart` starts it again from `seconds`. The
 * first run may be shorter (`firstSeconds`), e.g. a wait that began before a reload.
 */
export function useCountdown(seconds: number, firstSeconds = seconds) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + firstSeconds * 1000);
  const [left, setLeft] = useState(firstSeconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { left, restart };
}
