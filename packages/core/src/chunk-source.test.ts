import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '../../testing/src/fixtures.js';
import { gridToString } from './grid.js';
import { readPuzzleBatches } from './parse-puzzles.js';

/** Two puzzles split across three chunks, the second line cut in the middle. */
const TEXT = `${EXAMPLE.puzzle}\n${EXAMPLE.solution}\n`;
const CHUNKS = [TEXT.slice(0, 50), new TextEncoder().encode(TEXT.slice(50, 120)), TEXT.slice(120)];

/**
 * A web ReadableStream as Safari has it: a reader, and no Symbol.asyncIterator.
 * Typed as the DOM's own ReadableStream, which TypeScript's DOM lib (without
 * DOM.AsyncIterable) does not call async iterable either.
 */
function safariStream(): ReadableStream<Uint8Array | string> {
  const stream = new ReadableStream<Uint8Array | string>({
    start(controller) {
      for (const chunk of CHUNKS) controller.enqueue(chunk);
      controller.close();
    },
  });
  return { getReader: () => stream.getReader() } as unknown as ReadableStream<Uint8Array | string>;
}

async function readAll(source: Parameters<typeof readPuzzleBatches>[0]): Promise<string[]> {
  const grids: string[] = [];
  for await (const batch of readPuzzleBatches(source))
    grids.push(...batch.map((g) => gridToString(g, '0')));
  return grids;
}

describe('readPuzzleBatches from a web stream', () => {
  it('reads a stream that has a reader but is not async iterable (Safari)', async () => {
    expect(await readAll(safariStream())).toEqual([EXAMPLE.puzzle, EXAMPLE.solution]);
  });

  it('reads an async-iterable stream and any async iterable as before', async () => {
    const stream = new ReadableStream<string | Uint8Array>({
      start(controller) {
        for (const chunk of CHUNKS) controller.enqueue(chunk);
        controller.close();
      },
    });
    async function* chunks() {
      yield* CHUNKS;
    }
    expect(await readAll(stream)).toEqual([EXAMPLE.puzzle, EXAMPLE.solution]);
    expect(await readAll(chunks())).toEqual([EXAMPLE.puzzle, EXAMPLE.solution]);
    // An array of chunks is no async iterable, but for await has always read it.
    expect(await readAll(CHUNKS as never)).toEqual([EXAMPLE.puzzle, EXAMPLE.solution]);
  });
});
