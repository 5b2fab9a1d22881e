import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import { createQueryClient } from './providers/query-client';
import { createAppRouter, ROUTER_BASENAME } from './router/create-app-router';
import { wireSessionExpiry } from './session/wire-session-expiry';

/** The web app: providers around the router, and what a session timeout does. */
export function PartnerOfficeApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  useEffect(() => wireSessionExpiry(router, queryClient, ROUTER_BASENAME), [queryClient, router]);

  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
