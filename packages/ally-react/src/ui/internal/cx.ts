/** Joins class names, skipping empty ones, so `ally-X` defaults and a caller's class combine. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
