import { useLocation } from 'react-router-dom';

/**
 * The menu group the brand pages are open under: the catalog's (/product) or, for a travel seller, the travel
 * products' (/travelProduct), which has the list and the request form but no brand detail of its own. Links
 * stay inside the group, so a travel-only seller never lands on a catalog page it may not open.
 */
export function useBrandGroup(): { base: '/product' | '/travelProduct'; hasDetail: boolean; titleGroup: 'product' | 'travelProduct' } {
  const travel = useLocation().pathname.startsWith('/travelProduct/');
  return travel ? { base: '/travelProduct', hasDetail: false, titleGroup: 'travelProduct' } : { base: '/product', hasDetail: true, titleGroup: 'product' };
}
