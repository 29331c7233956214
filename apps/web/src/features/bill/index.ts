/** Public entry of the bill feature. The page itself is loaded lazily by the router. */
export { useOrder, startPayment } from './api';
export { ZatcaQr } from './components/ZatcaQr';
