/** `<` never appears outside JSON strings, so escaping it keeps `</script>` and `<!--` out of a script element. */
export const escapeScriptJson = (json: string): string => json.replace(/</g, '\\u003c');

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A `<link>` tag; `true` writes a bare attribute such as `crossorigin`. */
export const link = (attributes: Record<string, string | true>): string =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')}>`;
