import { describe, expect, it } from 'vitest';
import { escapeXml, renderBarChart } from './svg-chart.js';

/** A strict little XML well-formedness check: every tag closes in order. */
function isWellFormed(xml: string): boolean {
  const stack: string[] = [];
  const tags = xml.replace(/<\?[^>]*\?>/g, '').matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g);
  for (const [, closing, name, attrs, selfClosing] of tags) {
    if (/[<&](?!amp;|lt;|gt;|quot;|apos;)/.test(attrs)) return false;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name);
  }
  const text = xml.replace(/<[^>]*>/g, '');
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;)/.test(text) && !text.includes('<');
}

describe('renderBarChart', () => {
  const chart = {
    title: 'dfs <vs> dlx & "friends"',
    unit: 'µs per puzzle',
    bars: [
      { label: 'dfs', value: 12.5 },
      { label: "o'brien <solver>", value: 40 },
      { label: 'broken', value: Number.NaN },
    ],
    reference: 1,
  };

  it('writes well-formed XML with the special characters escaped', () => {
    const svg = renderBarChart(chart);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toContain('dfs &lt;vs&gt; dlx &amp; &quot;friends&quot;');
  });

  it('draws one bar per figure, longest for the largest value', () => {
    const svg = renderBarChart(chart);
    const widths = [...svg.matchAll(/class="bar"[^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toHaveLength(3);
    expect(widths[1]).toBeGreaterThan(widths[0]);
    expect(widths[2]).toBe(0);
    expect(svg).toContain('n/a');
  });

  it('the checker itself rejects broken XML', () => {
    expect(isWellFormed('<svg><text>a & b</text></svg>')).toBe(false);
    expect(isWellFormed('<svg><g></svg>')).toBe(false);
    expect(isWellFormed(`<svg><text>${escapeXml('a & b')}</text></svg>`)).toBe(true);
  });
});

describe('renderBarChart options', () => {
  it('on a log axis, ratios 1, 10 and 100 get evenly spaced bar ends', () => {
    const svg = renderBarChart({
      title: 'log',
      unit: '×',
      log: true,
      bars: [
        { label: 'a', value: 1 },
        { label: 'b', value: 10 },
        { label: 'c', value: 100 },
      ],
    });
    const [a, b, c] = [...svg.matchAll(/class="bar"[^>]*width="([\d.]+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(b - a).toBeCloseTo(c - b, 0);
    expect(a).toBeGreaterThan(0);
  });

  it('gives bars of one group one colour', () => {
    const svg = renderBarChart({
      title: 'groups',
      unit: '×',
      bars: [
        { label: 'dfs · a', value: 1, group: 'dfs' },
        { label: 'dlx · a', value: 2, group: 'dlx' },
        { label: 'dfs · b', value: 3, group: 'dfs' },
      ],
    });
    const fills = [...svg.matchAll(/class="bar"[^>]*fill="(#[0-9a-f]+)"/g)].map((m) => m[1]);
    expect(fills[0]).toBe(fills[2]);
    expect(fills[0]).not.toBe(fills[1]);
  });
});
