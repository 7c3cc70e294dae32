// A family's name in the possessive, as the banner, the access pages and the invitation say it: "The
// Whitmans’ data", not "The Whitmans’s data"; "Dana Lee’s data".

/** What makes `name` possessive: ’ after a final s (a plural family name), else ’s. */
export function possessiveEnding(name: string): string {
  return /s$/i.test(name.trim()) ? '’' : '’s';
}

/** `name` in the possessive. */
export function possessive(name: string): string {
  return `${name.trim()}${possessiveEnding(name)}`;
}
