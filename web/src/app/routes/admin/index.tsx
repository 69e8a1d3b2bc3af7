/**
 * The whole admin area (/admin/*), one lazy chunk behind the session guard and the admin layout, its routes read from
 * the table of screens (./screens.tsx). The news and activity form screens are their own chunks (they bring the
 * rich-text editor); the rest is small enough to ship together. A screen outside the admin's roles shows the 403 text
 * (ADR 083).
 */
import { Suspense, useState } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { ErrorMessages } from '@hmrpl/contract';
import { freshFetcher } from '@/lib/http-client';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { AdminLayout } from './admin-layout';
import { PageHeader } from '@/components/admin/page-header';
import { SignedInRoles } from '@/components/admin/signed-in-roles';
import { PageLoading } from '@/components/ui/page-loading';
import { SESSION_KEY, useSession } from '@/features/auth/api/session';
import { FirstPassword } from './first-password';
import { TwoFactorGate } from './two-factor-gate';
import { ADMIN_SCREENS, mayOpen } from './screens';

/** The server's 403 text for an admin whose roles do not cover the screen (a link typed by hand, an old bookmark). */
const FORBIDDEN_SCREEN: ErrorMessages['forbiddenRole'] = 'Anda tidak memiliki akses ke fitur ini.';

function AdminForbidden() {
  return (
    <>
      <PageHeader title="Akses ditolak" subtitle={FORBIDDEN_SCREEN} />
      <Link to={paths.admin.dashboard}>Kembali ke Dashboard</Link>
    </>
  );
}

function AdminNotFound() {
  return (
    <>
      <PageHeader title="Halaman tidak ditemukan" subtitle="Halaman admin yang Anda cari tidak ada." />
      <Link to={paths.admin.dashboard}>Kembali ke Dashboard</Link>
    </>
  );
}

/** Where an admin sent to the set-up wanted to go (back there once it is on). */
interface GateState {
  from?: string;
}

/**
 * A new admin chooses their own password first; an account that must have the second factor and has not set it up
 * (TWO_FACTOR_REQUIRED; the server refuses its other admin calls) is sent to /admin/akun, which shows only the set-up
 * and says why, then the recovery codes (whatever the refreshed session says meanwhile), then the page it wanted;
 * everyone else gets the admin area.
 */
function AdminArea() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  if (user?.must_change_password) return <FirstPassword user={user} />;
  if (user && (newCodes || (user.two_factor.required && !user.two_factor.enabled))) {
    if (location.pathname !== paths.admin.account)
      return (
        <Navigate
          to={paths.admin.account}
          replace
          state={{ from: `${location.pathname}${location.search}` } satisfies GateState}
        />
      );
    const from = (location.state as GateState | null)?.from;
    return (
      <TwoFactorGate
        user={user}
        codes={newCodes}
        onEnabled={setNewCodes}
        onDone={() => {
          setNewCodes(null);
          void mutate(SESSION_KEY);
          navigate(from ?? paths.admin.dashboard, { replace: true });
        }}
      />
    );
  }
  const roles = user?.roles ?? [];
  // the screens read the admin's roles too (an action offered to some roles only, ADR 121)
  const layout = (
    <SignedInRoles.Provider value={roles}>
      <AdminLayout />
    </SignedInRoles.Provider>
  );
  return (
    <Routes>
      <Route element={layout}>
        {ADMIN_SCREENS.map((entry) => {
          const { path, Screen, lazy } = entry;
          const element = !mayOpen(entry, roles) ? (
            <AdminForbidden />
          ) : lazy ? (
            <Suspense fallback={<PageLoading />}>
              <Screen />
            </Suspense>
          ) : (
            <Screen />
          );
          return path ? <Route key={path} path={path} element={element} /> : <Route key="" index element={element} />;
        })}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The admin area reads past the browser's HTTP cache, and a screen opened reads again whatever SWR read a moment ago
 * (no 2 s deduplication window): each screen shows what the last write made, its own or another screen's (ADR 065).
 */
const ADMIN_SWR = { fetcher: freshFetcher, dedupingInterval: 0 };

export default function AdminApp() {
  return (
    <SWRConfig value={ADMIN_SWR}>
      <RequireAdmin>
        <AdminArea />
      </RequireAdmin>
    </SWRConfig>
  );
}
