import type { Suite } from '../suite.js';
import { batchIoSuite } from './batch-io.js';
import { bitsetEraseSuite } from './bitset-erase.js';
import { cliMemorySuite } from './cli-memory.js';
import { containersSuite } from './containers.js';
import { dealingSuite } from './dealing.js';
import { logicSuite } from './logic.js';
import { nativeSuite } from './native.js';
import { outputFormatSuite } from './output-format.js';
import { peersSuite } from './peers.js';
import { strategiesSuite } from './strategies.js';
import { webSuite } from './web.js';
import { wholeProcessSuite } from './whole-process.js';
import { writerWaitSuite } from './writer-wait.js';

/** Every suite, in the order a full run takes them. */
export const SUITES: readonly Suite[] = [
  strategiesSuite,
  bitsetEraseSuite,
  containersSuite,
  outputFormatSuite,
  writerWaitSuite,
  peersSuite,
  batchIoSuite,
  cliMemorySuite,
  logicSuite,
  dealingSuite,
  wholeProcessSuite,
  nativeSuite,
  webSuite,
];
