/** A coordinate as the detail shows it: six decimals (about 0.1 m). */
export const fixed = (n: number) => n.toFixed(6);
