/**
 * The app itself, imported by src/main.tsx: on a public page the CMS drew (ADR 113) once the page has loaded or the
 * visitor reaches for it (ADR 125), at once for an empty root (the admin area, /login, the dev server) and for a page
 * with a form the app sends. Resolves once React has been handed the root.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

export async function startApp(root: HTMLElement): Promise<void> {
  // `npm run dev:mock`: every call is answered by the MSW fixtures (statically false in production builds).
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('@/testing/msw/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // a public page the CMS drew on the server is taken over as it is; the admin area and the dev server send an empty
  // root, drawn here
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
