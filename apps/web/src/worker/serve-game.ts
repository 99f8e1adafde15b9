import { serveCalls, type WorkerPort } from '@sudoku/engine/worker';
import { type Progress, TASK_CALL, type Task } from './protocol.js';
import { prepareTask, runTask } from './tasks.js';

/**
 * Answers the page's tasks on this side of a worker, through the engine's
 * worker protocol (the engine's own calls are left out: the game's tasks
 * call the engine themselves). The worker script and the in-thread workers
 * of the tests share it. Returns the message handler.
 */
export function serveGame(port: WorkerPort): (data: unknown) => void {
  return serveCalls(port, {
    [TASK_CALL]: async ([task], progress) => {
      await prepareTask(task as Task);
      return runTask(task as Task, progress as (p: Progress) => void);
    },
  });
}
