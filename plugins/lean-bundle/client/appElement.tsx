/**
 * The app element of ./clientEntry.tsx (upstream's, unchanged), in a module of its own so the
 * entry can load it in a separate task. Loading it also installs `window.docusaurus`, as the
 * upstream entry does before it renders.
 */
import type { ComponentType, ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import App from '@docusaurus/core/lib/client/App';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';

window.docusaurus = docusaurus;

const Router = (
  siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter
) as ComponentType<{ children: ReactNode }>;

export const app = (
  <HelmetProvider>
    <Router>
      <App />
    </Router>
  </HelmetProvider>
);
