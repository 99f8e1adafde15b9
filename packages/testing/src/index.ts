export * from './conformance.js';
export * from './data.js';
export * from './errors.js';
export * from './fixtures.js';
export * from './reference.js';
