// Compile-time ties between a schema and a hand-written wire type: `Same<A, B>` is `true` only when both types
// are exactly equal, so a change to either side that the other does not follow breaks the type check.
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const same = <A, B>(proof: Same<A, B>) => proof;
