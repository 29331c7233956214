import { useEffect } from 'react';
import * as toastify from 'react-toastify';
import { currentLang } from '../lib/lang';
import { toastDefaults, toastHostMounted } from './toast';

/** The one toast container of the app, loaded and rendered by the shell on the first toast. */
export default function ToastHost() {
  // Runs after the container's own mount effects (children first), so the queued toasts find it.
  useEffect(() => toastHostMounted(toastify), []);
  return (
    <toastify.ToastContainer {...toastDefaults} rtl={currentLang === 'ar'} newestOnTop theme="colored" />
  );
}
