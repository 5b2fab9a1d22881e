import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PartnerOfficeApp } from '@/app/app';
import { markAppLoaded } from '@/shared/routing/app-history';
import '@/app/styles/global.css';

markAppLoaded();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PartnerOfficeApp />
  </StrictMode>,
);
