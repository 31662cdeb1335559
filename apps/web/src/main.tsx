import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus-ring.css';
import './app/header-height.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// react-router/dom's provider supports navigate({ flushSync }) (used by logout).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
