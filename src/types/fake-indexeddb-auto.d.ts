// fake-indexeddb ships types for its main entry only; the side-effect entry exports nothing.
declare module 'fake-indexeddb/auto';
