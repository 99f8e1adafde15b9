/**
 * What {@link readPuzzleBatches} reads of a web `ReadableStream`: its reader.
 * Safari's streams are not async iterable, and neither are the DOM lib's
 * `ReadableStream` types without `DOM.AsyncIterable`, so a stream is read
 * through `getReader()` when it cannot be iterated.
 */
export interface ChunkStream {
  getReader(): {
    read(): Promise<{ done: boolean; value?: Uint8Array | string | undefined }>;
    releaseLock(): void;
  };
}

/** The chunks of a source: iterated when it is async iterable, else read from its reader. */
export async function* chunksOf(
  source: AsyncIterable<Uint8Array | string> | ChunkStream,
): AsyncGenerator<Uint8Array | string> {
  if (!readOnlyByReader(source)) {
    // `yield*` also takes a sync iterable, such as an array of chunks.
    yield* source as AsyncIterable<Uint8Array | string>;
    return;
  }
  const reader = source.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value !== undefined) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** True for a stream with a reader and no async iterator: a web stream in Safari. */
function readOnlyByReader(source: unknown): source is ChunkStream {
  return (
    typeof (source as Partial<ChunkStream> | null)?.getReader === 'function' &&
    !(Symbol.asyncIterator in Object(source))
  );
}
