import { createWorkerClient, type WorkerClient, type WorkerLike } from './worker-client.js';

/**
 * A few solver workers. Slot 0 runs the ordinary tasks (generate, solve,
 * hint); an enumeration uses every slot. Each slot spawns its worker on first
 * use, and `cancel` terminates them all (they respawn on the next task).
 */
export interface WorkerPool {
  readonly size: number;
  client(slot: number): WorkerClient;
  /** Stops every running task in every slot. */
  cancel(): void;
  /** Tasks not answered yet, in all slots. */
  readonly pending: number;
}

/** Workers for this machine: one per core, at least 2 (the target of the all-solutions run), at most 8. */
export function poolSize(cores: number | undefined): number {
  return Math.max(2, Math.min(8, Math.floor(cores ?? 2) || 2));
}

export function createWorkerPool(spawn: (slot: number) => WorkerLike, size: number): WorkerPool {
  const clients = Array.from({ length: size }, (_, slot) => createWorkerClient(() => spawn(slot)));
  return {
    size,
    client: (slot) => clients[slot],
    cancel() {
      for (const client of clients) client.cancel();
    },
    get pending() {
      return clients.reduce((sum, client) => sum + client.pending, 0);
    },
  };
}
