/**
 * The signed-in admin's roles, for a screen that offers an action to some roles only (the trash's 'Hapus Permanen' is
 * the pengelola's: ADR 121). The admin area (app/routes/admin/index.tsx) provides them from the session; a screen
 * reads them with `useSignedInRoles()`. Outside the admin area there are none, so nothing extra is offered. The server
 * still decides: hiding an action is for the admin's sake, not the defence.
 */
import { createContext, useContext } from 'react';
import type { AdminRole } from '@hmrpl/contract';

const NO_ROLES: readonly AdminRole[] = [];

export const SignedInRoles = createContext<readonly AdminRole[]>(NO_ROLES);

export const useSignedInRoles = (): readonly AdminRole[] => useContext(SignedInRoles);
