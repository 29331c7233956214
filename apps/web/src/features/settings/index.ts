export { useSettings, settingsQueryOptions } from './useSettings';
