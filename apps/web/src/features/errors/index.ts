export { ErrorScreen } from './ErrorScreen';
export { default as NotFoundPage } from './NotFoundPage';
