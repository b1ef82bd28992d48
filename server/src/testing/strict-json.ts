// Node's JSON.parse accepts "\ud800"; jq, serde_json and other strict readers refuse a lone
// surrogate escape, and one such string made produtos-listar.php unreadable to them (issue 11).
const LONE_SURROGATE = /\p{Cs}/u;

/** JSON.parse that fails, as strict readers do, on any string holding a lone surrogate. */
export function parseStrictJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
      throw new SyntaxError(`Lone surrogate in ${JSON.stringify(key)}`);
    }
    return value;
  });
}
