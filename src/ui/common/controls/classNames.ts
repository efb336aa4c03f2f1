/** Joins the class names that are set; PrimeReact's theme classes are combined this way in every control. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
