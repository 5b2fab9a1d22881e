import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PartnerOfficeApp } from '@/app/app';
import { i18nReady } from '@/shared/i18n/i18n';
import { markAppLoaded } from '@/shared/routing/app-history';
import '@/app/styles/global.css';

markAppLoaded();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first paint waits for the texts of the chosen language, so no key is ever shown in place of a text.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <PartnerOfficeApp />
    </StrictMode>,
  ),
);
