import './lib/zod-jitless';
import './app/public-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadVariables } from './api/variables';
import { AppRoutes, preloadFirstScreens } from './app/router';
import { Providers } from './app/providers';
import { i18nReady } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Spec section 7: the variables are read at start and override the local defaults when they arrive.
void loadVariables();
preloadFirstScreens(window.location.pathname);

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread until the whole page is built (issue 20: the login page's total blocking time); the splash covers it.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  ),
);
