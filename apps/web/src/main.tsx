import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadVariables } from './api/variables';
import { AppRoutes, preloadScreens } from './app/router';
import { Providers } from './app/providers';
import { i18nReady } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Spec section 7: the variables are read at start and override the local defaults when they arrive.
void loadVariables();
preloadScreens(window.location.pathname);

void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
