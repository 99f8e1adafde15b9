/**
 * `1234567` → `"1,234,567"`, as `toLocaleString('en-US')` writes whole
 * numbers. By hand because the first `toLocaleString` call loads ICU's number
 * formatting: about 15-35 ms of start-up here, paid by every command, since
 * the help texts print limits with it.
 */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}
