/**
 * The language chosen on the sign-in screen (before react-admin loads) and in the dashboard is one
 * choice. This file imports react-admin only after it has given it a localStorage: react-admin
 * decides at its first import whether there is one.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_STORE_KEY, readStoredLang, storeLang } from '../src/i18n/kept-lang';

/** A Storage kept in a Map, as a browser's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the language choice', () => {
  it("is kept where react-admin's store of the dashboard reads it, both ways", async () => {
    const storage = memoryStorage();
    // react-admin decides at its first import whether a localStorage is there.
    Object.assign(globalThis, {
      window: { localStorage: storage, addEventListener() {}, removeEventListener() {} },
    });
    const { localStorageStore } = await import('ra-core');
    const store = localStorageStore(undefined, ADMIN_STORE_KEY);
    store.setup();
    storeLang('en', storage);
    expect(store.getItem('locale')).toBe('en');
    store.setItem('locale', 'ar');
    expect(readStoredLang(storage)).toBe('ar');
  });

  it('ignores what is not one of the languages, and storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem(`RaStore${ADMIN_STORE_KEY}.locale`, '"fr"');
    expect(readStoredLang(storage)).toBeUndefined();
    storage.setItem(`RaStore${ADMIN_STORE_KEY}.locale`, '{not json');
    expect(readStoredLang(storage)).toBeUndefined();
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeLang('ar', refusing)).not.toThrow();
  });
});
