/**
 * The innermost loop, `out[w] = lut[ids[w]]` over 32-bit words, as a tiny
 * hand-assembled WebAssembly function. V8 runs the same loop in plain JS at
 * ~4 ns a word on this machine (typed-array bounds and detach checks); the
 * wasm version runs at ~1 ns, close to C (docs/grid-generator.md). A JS
 * fallback keeps the package working where WebAssembly is unavailable.
 */

/** `fill(outByte, idsByte, lutByte, count)`: byte addresses in the memory, count ≥ 1. */
export type WordFill = (out: number, ids: number, lut: number, count: number) => void;

function leb128(n: number): number[] {
  const out: number[] = [];
  let v = n;
  do {
    let b = v & 0x7f;
    v >>>= 7;
    if (v !== 0) b |= 0x80;
    out.push(b);
  } while (v !== 0);
  return out;
}

function section(id: number, body: number[]): number[] {
  return [id, ...leb128(body.length), ...body];
}

function name(text: string): number[] {
  return [text.length, ...Array.from(text, (ch) => ch.charCodeAt(0))];
}

// (func (export "fill") (param $out i32) (param $ids i32) (param $lut i32) (param $n i32)
//   (loop
//     (i32.store (local.get $out)
//       (i32.load (i32.add (local.get $lut) (i32.shl (i32.load8_u (local.get $ids)) (i32.const 2)))))
//     (local.set $out (i32.add (local.get $out) (i32.const 4)))
//     (local.set $ids (i32.add (local.get $ids) (i32.const 1)))
//     (br_if 0 (local.tee $n (i32.sub (local.get $n) (i32.const 1))))))
// biome-ignore format: one instruction per line
const FILL_BODY = [
  0x00, // no locals beyond the parameters
  0x03, 0x40, // loop (no result)
  0x20, 0x00, // local.get $out
  0x20, 0x02, // local.get $lut
  0x20, 0x01, 0x2d, 0x00, 0x00, // local.get $ids; i32.load8_u align=1
  0x41, 0x02, 0x74, 0x6a, // i32.const 2; i32.shl; i32.add
  0x28, 0x02, 0x00, // i32.load align=4
  0x36, 0x02, 0x00, // i32.store align=4
  0x20, 0x00, 0x41, 0x04, 0x6a, 0x21, 0x00, // $out += 4
  0x20, 0x01, 0x41, 0x01, 0x6a, 0x21, 0x01, // $ids += 1
  0x20, 0x03, 0x41, 0x01, 0x6b, 0x22, 0x03, // $n -= 1 (tee)
  0x0d, 0x00, // br_if 0 while $n != 0
  0x0b, // end loop
  0x0b, // end function
];

const I32 = 0x7f;
const MODULE_BYTES = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
  ...section(1, [1, 0x60, 4, I32, I32, I32, I32, 0]), // type 0: (i32 i32 i32 i32) -> ()
  ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 0x01]), // import memory, min 1 page
  ...section(3, [1, 0]), // one function of type 0
  ...section(7, [1, ...name('fill'), 0x00, 0]), // export it as "fill"
  ...section(10, [1, ...leb128(FILL_BODY.length), ...FILL_BODY]),
]);

// The ES2023 lib (no DOM) has no WebAssembly types: the little used here.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (limits: { initial: number; maximum: number }) => { buffer: ArrayBuffer };
}
const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

let compiled: object | null | undefined;

function wasmModule(): object | null {
  if (compiled === undefined) {
    try {
      // Synchronous compile is fine everywhere for a module of ~100 bytes.
      compiled = wasm === undefined ? null : new wasm.Module(MODULE_BYTES);
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** True when this runtime can run the WebAssembly loop. */
export function hasWasmFill(): boolean {
  return wasmModule() !== null;
}

/** Memory of `bytes` (rounded up to 64 KiB pages) that the returned fill works on. */
export function createWordFill(
  bytes: number,
  useWasm: boolean,
): { buffer: ArrayBuffer; fill: WordFill } {
  const mod = useWasm && hasWasmFill() ? wasmModule() : null;
  if (mod !== null && wasm !== undefined) {
    const pages = Math.ceil(bytes / 65_536);
    const memory = new wasm.Memory({ initial: pages, maximum: pages });
    const instance = new wasm.Instance(mod, { env: { memory } });
    // A fixed-size memory never grows, so memory.buffer is never detached.
    return { buffer: memory.buffer, fill: instance.exports.fill as WordFill };
  }
  const buffer = new ArrayBuffer(Math.ceil(bytes / 4) * 4);
  const words = new Uint32Array(buffer);
  const octets = new Uint8Array(buffer);
  return {
    buffer,
    fill(out, ids, lut, count) {
      const o = out >> 2;
      const l = lut >> 2;
      for (let w = 0; w < count; w++) words[o + w] = words[l + octets[ids + w]];
    },
  };
}
