import { Outlet } from 'react-router-dom';

// SHELL: replaced by the public-site work (issue 4).
export function PublicLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
