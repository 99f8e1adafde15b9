import { listWords } from '@sudoku/engine/game';

/** Cell names ("r3c5", and "r3c56" for a group) and the chain symbols of the engine's sentences. */
const NOTATION = /\br([1-9]+)c([1-9]+)\b|≠|⇒/g;

/** A piece of a sentence: plain text, or notation with the words a screen reader should say. */
export type SpokenPart = string | { shown: string; spoken: string };

function lines(word: string, digits: string): string {
  return digits.length === 1 ? `${word} ${digits}` : `${word}s ${listWords([...digits])}`;
}

/** "r3c5 ≠ 4" → "r3c5" said "row 3, column 5", "≠" said "is not", "4". */
export function spokenParts(text: string): SpokenPart[] {
  const parts: SpokenPart[] = [];
  let last = 0;
  for (const match of text.matchAll(NOTATION)) {
    const [shown, rows, columns] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const spoken =
      shown === '≠'
        ? 'is not'
        : shown === '⇒'
          ? 'so'
          : `${lines('row', rows)}, ${lines('column', columns)}`;
    parts.push({ shown, spoken });
    last = match.index + shown.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * Sets a message's text so that it reads as written on screen while a
 * screen reader says "row 3, column 5" for "r3c5" (it would spell out
 * "r 3 c 5"). Text only, never HTML.
 */
export function setSpokenText(target: HTMLElement, text: string): void {
  target.replaceChildren(
    ...spokenParts(text).map((part) => {
      if (typeof part === 'string') return part;
      const shown = document.createElement('span');
      shown.setAttribute('aria-hidden', 'true');
      shown.textContent = part.shown;
      const spoken = document.createElement('span');
      spoken.className = 'visually-hidden';
      spoken.textContent = ` ${part.spoken} `;
      const both = document.createElement('span');
      both.append(shown, spoken);
      return both;
    }),
  );
}
