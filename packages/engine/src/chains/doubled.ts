/**
 * A copy of `array` twice as long. The chain searches keep their queues and
 * links in typed arrays sized for common boards, and double one when it fills.
 */
export function doubled(array: Int32Array): Int32Array<ArrayBuffer>;
export function doubled(array: Uint16Array): Uint16Array<ArrayBuffer>;
export function doubled(array: Int32Array | Uint16Array): Int32Array | Uint16Array {
  const bigger =
    array instanceof Int32Array
      ? new Int32Array(array.length * 2)
      : new Uint16Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
