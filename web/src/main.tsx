import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/styles/global.css';
import { startSpeedReport } from '@/lib/speed-report-start';

async function start() {
  // `npm run dev:mock`: every call is answered by the MSW fixtures (statically false in production builds).
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('@/testing/msw/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // a public page the CMS drew on the server (ADR 113) is taken over as it is; the admin area and the dev server
  // send an empty root, drawn here
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // the visitors' speed, on public pages the CMS drew, after load (ADR 122)
  void startSpeedReport();
}

void start();
