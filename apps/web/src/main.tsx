import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, firstScreenReady } from './app/router';
import { startsOverServerHtml } from './lib/server-html';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
// `/` arrives prerendered (landing.html): the app takes over that HTML instead of drawing the page again.
if (startsOverServerHtml()) hydrateRoot(rootElement, app);
else void firstScreenReady(window.location.pathname).then(() => createRoot(rootElement).render(app));
