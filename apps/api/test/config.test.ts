import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('treats an empty variable as unset (embedded database, defaults)', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', DATA_DIR: '/tmp/shop-config-test' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
