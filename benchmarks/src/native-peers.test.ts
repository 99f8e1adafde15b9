import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildNativePeers } from './native-peers.js';

/**
 * buildNativePeers against stand-ins: sources in a temporary folder, a build
 * script that writes two executables (or fails), and a g++ that only says
 * its version, first on PATH (or no g++ at all).
 */
describe('buildNativePeers', () => {
  let root: string;
  let savedPath: string | undefined;
  const sources = () => ({ peers: join(root, 'peers'), script: join(root, 'build.sh') });
  const script = (body: string) => {
    writeFileSync(join(root, 'build.sh'), `#!/usr/bin/env bash\nset -e\n${body}\n`);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'native-peers-test-'));
    for (const peer of ['skfr', 'tdoku']) {
      mkdirSync(join(root, 'peers', peer), { recursive: true });
      writeFileSync(join(root, 'peers', peer, 'main.cc'), `// ${peer}\n`);
    }
    mkdirSync(join(root, 'bin'));
    writeFileSync(join(root, 'bin', 'g++'), '#!/bin/sh\necho "g++ (stand-in) 12.2.0"\n');
    chmodSync(join(root, 'bin', 'g++'), 0o755);
    savedPath = process.env.PATH;
    process.env.PATH = `${join(root, 'bin')}:${savedPath}`;
    script('mkdir -p "$1"; printf x > "$1/skfr"; printf x > "$1/tdoku"; echo "$1"');
  });
  afterEach(() => {
    process.env.PATH = savedPath;
    rmSync(root, { recursive: true, force: true });
  });

  it('builds once into a folder keyed by the sources, and reuses it until a source changes', () => {
    const cache = join(root, 'cache');
    const first = buildNativePeers(cache, sources());
    expect(first).toMatchObject({ built: true });
    if ('unavailable' in first) return;
    expect(first.skfr).toBe(join(first.dir, 'skfr'));
    expect(first.dir.startsWith(cache)).toBe(true);
    expect(buildNativePeers(cache, sources())).toEqual({ ...first, built: false });
    writeFileSync(join(root, 'peers', 'tdoku', 'main.cc'), '// tdoku, changed\n');
    const changed = buildNativePeers(cache, sources());
    expect(changed).toMatchObject({ built: true });
    expect('dir' in changed && changed.dir).not.toBe(first.dir);
  });

  it('says g++ is missing instead of failing', () => {
    process.env.PATH = join(root, 'no-such-bin');
    const outcome = buildNativePeers(join(root, 'cache'), sources());
    expect(outcome).toEqual({ unavailable: expect.stringMatching(/^g\+\+ is missing/) });
  });

  it("says why the build failed, with the compiler's error line, and leaves no half-built folder", () => {
    script(
      'mkdir -p "$1"; printf x > "$1/skfr"; echo "warning: noise" >&2; echo "main.cc:1: error: boom" >&2; exit 1',
    );
    const cache = join(root, 'cache');
    const outcome = buildNativePeers(cache, sources());
    expect(outcome).toEqual({
      unavailable: expect.stringMatching(/failed: main\.cc:1: error: boom$/),
    });
    expect(readdirSync(cache)).toEqual([]);
  });

  it('throws, naming the path, when the sources are missing', () => {
    rmSync(join(root, 'peers', 'skfr'), { recursive: true });
    expect(() => buildNativePeers(join(root, 'cache'), sources())).toThrow(
      `sources are missing: ${join(root, 'peers', 'skfr')}`,
    );
  });
});
