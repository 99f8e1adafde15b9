import { availableParallelism, cpus, totalmem } from 'node:os';
import type { MachineInfo } from './result.js';

/** CPU model, cores, memory, Node version and date: the context of every figure. */
export function machineInfo(): MachineInfo {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    date: new Date().toISOString(),
  };
}
