// The landing page as HTML, made at build time (`npm run build` runs prerender-landing.mjs with this module):
// the server sends it for `/`, so a visitor sees the page as soon as its HTML and style sheet arrive, and the
// app then takes it over (hydrateRoot in main.tsx). The tree matches the app's for `/` (the same providers,
// layout and page), with the page itself imported rather than loaded on demand.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router';
import { AppProvider } from './app/provider';
import { RootLayout } from './app/root-layout';
import LandingRoute from './app/routes/landing';
import { paths } from './config/paths';

function LandingRoutes() {
  return useRoutes([{ element: <RootLayout />, children: [{ path: paths.home.path, element: <LandingRoute /> }] }]);
}

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={paths.home.getHref()}>
          <LandingRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
}
