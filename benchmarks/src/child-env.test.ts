import { afterEach, describe, expect, it } from 'vitest';
import { childEnv } from './child-env.js';

describe('childEnv', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('drops the variables that change every Node start and keeps the rest', () => {
    process.env.NODE_EXTRA_CA_CERTS = '/etc/ssl/certs/ca-certificates.crt';
    process.env.NODE_OPTIONS = '--require ./slow.js';
    process.env.SUDOKU_BENCH_MARKER = 'kept';
    const env = childEnv();
    expect(env.NODE_EXTRA_CA_CERTS).toBeUndefined();
    expect(env.NODE_OPTIONS).toBeUndefined();
    expect(env.SUDOKU_BENCH_MARKER).toBe('kept');
    expect(env.PATH).toBe(process.env.PATH);
    // This process's own environment is left alone.
    expect(process.env.NODE_EXTRA_CA_CERTS).toBe('/etc/ssl/certs/ca-certificates.crt');
  });
});
