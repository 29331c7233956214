export { useSettings, settingsQueryOptions, SETTINGS_KEY } from './useSettings';
