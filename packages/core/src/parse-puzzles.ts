import { type ChunkStream, chunksOf } from './chunk-source.js';
import type { Grid } from './grid.js';
import { PuzzleReader } from './reader.js';
import { textBytes } from './text-input.js';

/** Grids from a whole text or a stream of chunks, through the one {@link PuzzleReader}. */

/** Every puzzle of a whole text, as new grids. */
export function parsePuzzles(input: string | Uint8Array): Grid[] {
  const grids: Grid[] = [];
  const reader = new PuzzleReader((cells) => grids.push(Uint8Array.from(cells)));
  reader.push(textBytes(input, 'parsePuzzles takes a string or a Uint8Array'));
  reader.end();
  return grids;
}

/**
 * Streams puzzles from chunks (a Node `ReadStream`, a web `ReadableStream`, in
 * Safari too, or any async iterable of bytes or strings), yielding them in
 * batches as each chunk is parsed, so memory stays bounded by the chunk size.
 */
export async function* readPuzzleBatches(
  source: AsyncIterable<Uint8Array | string> | ChunkStream,
): AsyncGenerator<Grid[]> {
  let batch: Grid[] = [];
  const reader = new PuzzleReader((cells) => batch.push(Uint8Array.from(cells)));
  for await (const chunk of chunksOf(source)) {
    reader.push(textBytes(chunk, 'readPuzzleBatches takes chunks of strings or Uint8Arrays'));
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
  }
  reader.end();
  if (batch.length > 0) yield batch;
}
