import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createSampleAddressSearch, type AddressSearch } from './address-search.ts';
import { addressRoutes } from './address.routes.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    addresses: AddressSearch;
  }
}

/** Address search for the public forms. */
export const manifest = defineModule({
  name: 'address',
  services: () => ({ addresses: createSampleAddressSearch() }),
  routes: ({ deps, services }) => [addressRoutes({ addresses: services.addresses, signUpRateLimit: deps.config.signUpRateLimit })],
});
