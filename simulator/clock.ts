// The simulator's notion of now. Tests and the control API move it forward instead of waiting, so code
// expiry, rate limits and token lifetimes can be exercised without sleeping.

export type Clock = {
  now(): number;
  advance(ms: number): number;
  /** Clock skew (QA faults): the simulator's now is off by `ms`, either way; 0 puts it right. */
  setSkew?(ms: number): void;
};

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  let skew = 0;
  return {
    now: () => base() + offset + skew,
    advance: (ms) => {
      offset += Math.max(0, ms);
      return base() + offset + skew;
    },
    setSkew: (ms) => {
      skew = ms;
    },
  };
}
