import type { Request, Response } from './protocol.js';
import { prepareTask, runTask } from './tasks.js';

/**
 * Answers one request: its progress, then its result or error, through
 * `reply`. The worker entry and the in-thread workers of the tests share it.
 */
export async function answer(request: Request, reply: (response: Response) => void): Promise<void> {
  const { id, ...task } = request;
  try {
    await prepareTask(task);
    const result = runTask(task, (progress) => reply({ id, kind: 'progress', progress }));
    reply({ id, kind: 'result', result });
  } catch (error) {
    reply({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
