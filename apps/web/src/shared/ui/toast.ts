/**
 * Toasts: top-right below the header (index.css), auto-close 4000 ms, progress bar, close on
 * click, pause on hover, draggable. react-toastify and its container (`ToastHost`) are loaded when
 * the first toast is raised, so neither is in the first page's JavaScript: the shell renders the host once
 * `useToastsWanted` turns true, and toasts raised before the host has mounted wait in a queue that
 * the host empties when it mounts.
 */
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

export const toastDefaults: ToastOptions = {
  position: 'top-right',
  autoClose: 4000,
  hideProgressBar: false,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
};

type Kind = 'success' | 'error';
type Toastify = typeof import('react-toastify');
interface Pending {
  kind: Kind;
  message: string;
  options: ToastOptions;
}

let library: Promise<Toastify> | undefined;
let wanted = false;
let hostReady = false;
const pending: Pending[] = [];
const listeners = new Set<() => void>();

/** The toast library, loaded once. */
export function loadToastLibrary() {
  library ??= import('react-toastify');
  return library;
}

function show(lib: Toastify, { kind, message, options }: Pending) {
  lib.toast[kind](message, { ...toastDefaults, ...options });
}

function raise(toast: Pending) {
  if (hostReady) {
    void loadToastLibrary().then((lib) => show(lib, toast));
    return;
  }
  pending.push(toast);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

/** Called by `ToastHost` once its container has mounted: shows the queued toasts, in order. */
export function toastHostMounted(lib: Toastify) {
  hostReady = true;
  pending.splice(0).forEach((toast) => show(lib, toast));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been raised, i.e. whether the shell should render (and so load) `ToastHost`. */
export function useToastsWanted() {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

export function notifySuccess(message: string, options: ToastOptions = {}) {
  raise({ kind: 'success', message, options });
}

export function notifyError(message: string, options: ToastOptions = {}) {
  raise({ kind: 'error', message, options });
}
