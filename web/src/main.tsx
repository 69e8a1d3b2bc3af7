import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/styles/global.css';

async function start() {
  // `npm run dev:mock`: every call is answered by the MSW fixtures (statically false in production builds).
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('@/testing/msw/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
