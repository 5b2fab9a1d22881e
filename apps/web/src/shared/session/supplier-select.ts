import { createExternalStore, useStore } from '@/shared/store/external-store';

/**
 * The navbar's "select supplier" link (master sessions) raises this flag; the supplier dialog of the
 * sign-in feature shows while it is set and lowers it when closed.
 */
export const supplierSelectRequest = createExternalStore<boolean>(false);

export const requestSupplierSelect = () => supplierSelectRequest.set(true);
export const closeSupplierSelect = () => supplierSelectRequest.set(false);
export const useSupplierSelectRequested = () => useStore(supplierSelectRequest);
