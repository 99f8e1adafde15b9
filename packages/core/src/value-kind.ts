/**
 * What a value of the wrong kind is, for a message: "an array", "Int16Array",
 * "ArrayBuffer", "an object", "null", "string". Internal: not exported from the package.
 */
export function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  const name: unknown = value.constructor?.name;
  return typeof name === 'string' && name !== '' && name !== 'Object' ? name : 'an object';
}
