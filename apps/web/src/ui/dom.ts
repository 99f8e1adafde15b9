/** The element of an id (the page's markup is fixed, so a missing one is a bug). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return el as T;
}

/** Name-value rows for a `<dl>`: each a `<div>` of a `<dt>` and a `<dd>`, set as text. */
export function termRows(rows: readonly (readonly [string, string])[]): HTMLElement[] {
  return rows.map(([name, value]) => {
    const wrap = document.createElement('div');
    const dt = document.createElement('dt');
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.textContent = value;
    wrap.append(dt, dd);
    return wrap;
  });
}
