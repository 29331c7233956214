/** react-admin's data provider with the staff API's own routes (orders' moves, settings, uploads…). */
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../api/data-provider';

export function useShopDataProvider(): ShopDataProvider {
  return useDataProvider<ShopDataProvider>();
}
