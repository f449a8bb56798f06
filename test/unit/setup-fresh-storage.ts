// Each unit file starts with an empty IndexedDB, as it did when every file had its own module
// graph: the files of one worker share their modules (vitest.config.ts, `isolate: false`), and
// fake-indexeddb's factory, made once when a file first imports `fake-indexeddb/auto`, would
// otherwise carry one file's databases into the next.
import { IDBFactory } from 'fake-indexeddb';

if (globalThis.indexedDB instanceof IDBFactory) globalThis.indexedDB = new IDBFactory();
