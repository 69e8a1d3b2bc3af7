/**
 * 'Keluar' in the admin area (the sidebar, the first password, the second factor's set-up): the server ends the
 * session (a failure there still signs out here), then the login page. `leaving` disables the buttons meanwhile.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout, useEndSession } from '@/features/auth/api/session';

export function useLeave() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout gagal di server:', error);
    }
    await endSession();
    navigate(paths.login, { replace: true });
  }

  return { leaving, setLeaving, leave };
}
