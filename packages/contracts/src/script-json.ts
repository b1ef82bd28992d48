/**
 * JSON that is safe as the text of a `<script>`: `<` (so no `</script>` or `<!--` ends or
 * changes the element), `>` and `&` are written as JSON escapes, as are U+2028 and U+2029
 * (line terminators to older JavaScript parsers). JSON.parse reads them back unchanged; none
 * of these characters can occur outside a JSON string. Used for the data pages embed: the
 * shop's first page (server) and the islands' texts (prerender).
 */
export function scriptSafeJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
