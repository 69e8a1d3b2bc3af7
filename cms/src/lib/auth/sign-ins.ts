/**
 * Ending a site admin's sign-ins everywhere (ADR 035): every live session is revoked, every sign-in waiting for its
 * second-factor code ends (ADR 080), and the user's device epoch rises, so the device cookies made before
 * (src/lib/auth/login-guard.ts) no longer skip the address gate or the account lock. Called by "Keluar dari semua perangkat" (POST /api/logout-all), and by the lifecycle subscriber on
 * every password change and block, whatever path makes them (src/bootstrap/session-revocation.ts).
 *
 *   await endAllSignIns(strapi, userId);   // after blocking an admin or changing their password in code
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { revokeUserSessions } from './session';

const EPOCH_UID = 'api::device-epoch.device-epoch';
/** Sign-ins between their password and their second-factor code (src/api/two-factor/services/two-factor.ts). */
const TWO_FACTOR_ATTEMPT_UID = 'api::two-factor.two-factor-attempt';

interface EpochRow {
  id: number;
  epoch: number;
}

const epochs = (strapi: Core.Strapi) => strapi.db.query(EPOCH_UID);

/** The user's current device epoch (0 until it is first raised). */
export async function deviceEpoch(strapi: Core.Strapi, userId: number): Promise<number> {
  const row = (await epochs(strapi).findOne({ where: { userId }, select: ['id', 'epoch'] })) as EpochRow | null;
  return row?.epoch ?? 0;
}

/** Raises the user's device epoch: every device token made before stops counting. */
async function raiseDeviceEpoch(strapi: Core.Strapi, userId: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = (await epochs(strapi).findOne({ where: { userId }, select: ['id', 'epoch'] })) as EpochRow | null;
    if (row) {
      await epochs(strapi).update({ where: { id: row.id }, data: { epoch: row.epoch + 1 } });
      return;
    }
    try {
      await epochs(strapi).create({ data: { documentId: randomBytes(12).toString('hex'), userId, epoch: 1 } });
      return;
    } catch (error) {
      // another process made the row at the same moment (unique userId): raise that one
      if (attempt === 2) throw error;
    }
  }
}

/**
 * Revokes every session of the user, ends their sign-ins waiting for a code and raises their device epoch (password
 * change, block, sign out everywhere, the second factor switched on or off).
 */
export async function endAllSignIns(strapi: Core.Strapi, userId: number): Promise<void> {
  await revokeUserSessions(strapi, userId);
  await strapi.db.query(TWO_FACTOR_ATTEMPT_UID).deleteMany({ where: { userId } });
  await raiseDeviceEpoch(strapi, userId);
}

/** Forgets a deleted user's epoch row. */
export async function forgetDeviceEpoch(strapi: Core.Strapi, userId: number): Promise<void> {
  await epochs(strapi).deleteMany({ where: { userId } });
}
