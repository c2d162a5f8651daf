/** Runs `run` at most once per `waitMs`, and once more at the end so the last call is never lost. */
export function throttle(run: () => void, waitMs: number): { (): void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const now = Date.now();
    const wait = last + waitMs - now;
    if (wait <= 0) {
      last = now;
      run();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        run();
      }, wait);
    }
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}
