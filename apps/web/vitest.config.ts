import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: __dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // A safety net, not a measure: rendering a page takes seconds on a busy machine.
    testTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
    // A worker's files share its modules: importing React, the router and the pages again for
    // each of ~40 files was half of the project's CPU time. test/setup.ts starts every file from a
    // clean page (nothing rendered, no storage, cookie, spy or stub, in Arabic at /).
    isolate: false,
  },
});
