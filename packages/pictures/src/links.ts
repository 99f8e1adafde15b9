import type { ChainNode } from '@sudoku/engine/game';
import { candidatePoint, num, type Point } from './geometry.js';
import type { PictureLink } from './picture.js';

/** Where a node sits: its candidate, or the middle of a group's candidates. */
export function nodePoint(node: ChainNode): Point {
  let x = 0;
  let y = 0;
  for (const cell of node.cells) {
    const p = candidatePoint(cell, node.digit);
    x += p.x;
    y += p.y;
  }
  return { x: x / node.cells.length, y: y / node.cells.length };
}

/** Each node's candidates ringed: filled for an on node, an outline for an off one. */
export function nodeRings(nodes: readonly ChainNode[]): string {
  const seen = new Set<string>();
  let out = '';
  for (const node of nodes) {
    for (const cell of node.cells) {
      const k = `${cell},${node.digit},${node.on}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const { x, y } = candidatePoint(cell, node.digit);
      out += `<circle class="n-${node.on ? 'on' : 'off'}" cx="${num(x)}" cy="${num(y)}" r="4.6"/>`;
    }
  }
  return out;
}

/**
 * An arrow's path from one node to the next: a gentle curve (so links
 * between the same houses stay apart), stopping short of both rings.
 */
export function linkPath(link: PictureLink): string {
  const a = nodePoint(link.from);
  const b = nodePoint(link.to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const gap = Math.min(5, length / 3);
  const bend = Math.min(12, length * 0.2);
  const start = { x: a.x + ux * gap, y: a.y + uy * gap };
  const end = { x: b.x - ux * gap, y: b.y - uy * gap };
  const control = { x: (a.x + b.x) / 2 - uy * bend, y: (a.y + b.y) / 2 + ux * bend };
  return `M${num(start.x)} ${num(start.y)}Q${num(control.x)} ${num(control.y)} ${num(end.x)} ${num(end.y)}`;
}
