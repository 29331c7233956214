/**
 * Toasts as SPEC.md 8: top-right, auto-close 4000 ms, progress bar, close on click, pause on hover,
 * draggable. react-toastify is loaded on first use (and by `ToastHost`, rendered once in the app
 * shell) so it stays out of the first page's JavaScript; toasts raised before the host mounts are
 * queued by the library and shown when it does.
 */
import type { ToastOptions } from 'react-toastify';

export const toastDefaults: ToastOptions = {
  position: 'top-right',
  autoClose: 4000,
  hideProgressBar: false,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
};

let library: Promise<typeof import('react-toastify')> | undefined;

/** The toast library, loaded once. */
export function loadToastLibrary() {
  library ??= import('react-toastify');
  return library;
}

export function notifySuccess(message: string, options: ToastOptions = {}) {
  void loadToastLibrary().then(({ toast }) => toast.success(message, { ...toastDefaults, ...options }));
}

export function notifyError(message: string, options: ToastOptions = {}) {
  void loadToastLibrary().then(({ toast }) => toast.error(message, { ...toastDefaults, ...options }));
}
