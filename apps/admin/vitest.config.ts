import { defineProject } from 'vitest/config';

// The dashboard's own logic: the API client, the data provider and the forms' checks. They run
// without a page (fetch is injected), so Node is enough and no DOM library is needed.
export default defineProject({
  test: {
    name: 'admin',
    root: __dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A safety net, not a measure: importing ra-core takes seconds on a busy machine.
    testTimeout: 60_000,
  },
});
