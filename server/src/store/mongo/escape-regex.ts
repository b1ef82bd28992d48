/**
 * Makes text match itself literally in a MongoDB (PCRE) regular expression: every regex
 * metacharacter gets a backslash, and NUL (which a BSON regex string cannot hold) becomes
 * `\x00`. Client search text reaches a query only through this.
 */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&').replace(/\0/g, '\\x00');
}
