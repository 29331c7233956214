import { useEffect } from 'react';
import * as toastify from 'react-toastify';
import { useLang } from '../i18n/useLang';
import { toastDefaults, toastHostMounted } from './toast';

/** The one toast container of the app, loaded and rendered by the shell on the first toast. */
export default function ToastHost() {
  const lang = useLang();
  // Runs after the container's own mount effects (children first), and one task later still: under
  // StrictMode the container registers, unregisters and registers again, and a toast shown to the
  // first registration would be lost. A cleared timer makes only the final mount empty the queue.
  useEffect(() => {
    const timer = setTimeout(() => toastHostMounted(toastify));
    return () => clearTimeout(timer);
  }, []);
  return <toastify.ToastContainer {...toastDefaults} rtl={lang === 'ar'} newestOnTop theme="colored" />;
}
