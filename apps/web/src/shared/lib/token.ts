/**
 * The sign-in token lives in the `token` cookie (name from @shop/contract, which the server reads
 * too): one day, path /, SameSite=Lax, Secure on https. It is sent to the API as a bearer header, never as a cookie.
 */
import { COOKIE_NAMES } from '@shop/contract';

const NAME = COOKIE_NAMES.token;

export function getToken(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${NAME}=`));
  return match ? decodeURIComponent(match.slice(NAME.length + 1)) : null;
}

export function setToken(token: string) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${NAME}=${encodeURIComponent(token)}; path=/; max-age=86400; SameSite=Lax${secure}`;
}

export function removeToken() {
  document.cookie = `${NAME}=; path=/; max-age=0; SameSite=Lax`;
}
