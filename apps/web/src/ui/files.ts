/** Offers `parts` as a file download (a Blob URL on a temporary link). */
export function download(name: string, parts: BlobPart[], type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Save files are a few hundred bytes; anything far larger is not one. */
export const MAX_GAME_FILE_BYTES = 64 * 1024;
