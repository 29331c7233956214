/**
 * Toasts as SPEC.md 8: top-right, auto-close 4000 ms, progress bar, close on click, pause on hover,
 * draggable. `ToastHost` is rendered once in the app shell.
 */
import { toast, type ToastOptions } from 'react-toastify';

export const toastDefaults: ToastOptions = {
  position: 'top-right',
  autoClose: 4000,
  hideProgressBar: false,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
};

export function notifySuccess(message: string) {
  toast.success(message, toastDefaults);
}

export function notifyError(message: string) {
  toast.error(message, toastDefaults);
}
