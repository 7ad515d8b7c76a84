import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initTheme } from '@voices/platform';
import '@voices/ui/styles.css';
import { StandaloneApp } from './standalone-app';

initTheme();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
