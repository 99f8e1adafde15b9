/**
 * The value of a stored JSON text, or undefined when it is missing or
 * damaged: what another version, another tab or a hand edit left in
 * localStorage must never stop the game.
 */
export function parseStored(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A stored object's fields, or none when it is not an object. */
export function storedObject(text: string | null | undefined): Record<string, unknown> {
  const data = parseStored(text);
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}
