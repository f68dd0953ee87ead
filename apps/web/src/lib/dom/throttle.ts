/** Runs at most once per `ms`, always finishing with the latest call so the final size is measured. */
export const throttle = (fn: () => void, ms: number): { run: () => void; cancel: () => void } => {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  return {
    run: () => {
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else timer ??= setTimeout(fire, wait);
    },
    cancel: () => clearTimeout(timer),
  };
};
