/** C0 and C1 control characters, DEL, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A message as the one line it must be: the control characters a name
 * may hold (a file called `a<newline>b.txt`, an escape sequence) are shown
 * as `\n`, `\r`, `\t`, `\xHH` or `\uHHHH` instead of breaking the line or
 * acting on the terminal.
 */
export function oneLine(text: string): string {
  return text.replace(CONTROL, (c) => {
    const code = c.charCodeAt(0);
    return (
      NAMED[c] ??
      (code <= 0xff
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`)
    );
  });
}
