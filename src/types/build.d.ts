// Injected by vite.config.ts `define`: identifies the build, so update tests (and support
// requests) can tell which version is running.
declare const __BUILD_ID__: string;
