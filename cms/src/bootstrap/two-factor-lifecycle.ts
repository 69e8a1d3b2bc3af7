/**
 * The second factor switched on or off, wherever it is written (ADR 080): our routes (/api/me/2fa/aktifkan and
 * /matikan, another admin's reset in Admin), or a super-admin unticking `two_factor_enabled` on the user in Strapi's
 * dashboard (the reset for a lost phone when no other admin can do it). A lifecycle subscriber on the
 * users-permissions user:
 * - a change of `two_factor_enabled` ends every sign-in of that user (src/lib/auth/sign-ins.ts `endAllSignIns`);
 * - switched off: its secret, recovery codes and waiting sign-ins are removed;
 * - it cannot be switched on without a set-up confirmed by a first code (the dashboard cannot make a secret), so a
 *   tick in the dashboard is refused with a message instead of locking the admin out;
 * - a deleted user's second factor goes with them.
 * Writes that repeat the stored value (the dashboard saves every field of the user) change nothing.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { USER_UID } from '../lib/auth/session';
import { endAllSignIns } from '../lib/auth/sign-ins';
import { ATTEMPT_UID, RECOVERY_CODE_UID, TWO_FACTOR_UID } from '../api/two-factor/services/two-factor';

const TURN_ON_REFUSED =
  'Verifikasi dua langkah hanya dapat diaktifkan oleh admin itu sendiri di halaman Akun (/admin/akun).';

interface Change {
  id: number;
  enabled: boolean;
}

export function subscribeTwoFactorLifecycle(strapi: Core.Strapi) {
  const forget = async (userId: number) => {
    await strapi.db.query(TWO_FACTOR_UID).deleteMany({ where: { userId } });
    await strapi.db.query(RECOVERY_CODE_UID).deleteMany({ where: { userId } });
    await strapi.db.query(ATTEMPT_UID).deleteMany({ where: { userId } });
  };

  /** The users whose flag this write changes; refuses a switch-on without a confirmed set-up. */
  async function changesOf(where: unknown, data: Record<string, unknown> | undefined): Promise<Change[]> {
    if (!data || typeof data.two_factor_enabled !== 'boolean') return [];
    const enabled = data.two_factor_enabled;
    const rows = (await strapi.db
      .query(USER_UID)
      .findMany({ where: where ?? {}, select: ['id', 'two_factor_enabled'] })) as Array<{
      id: number;
      two_factor_enabled?: boolean | null;
    }>;
    const changed = rows.filter((row) => (row.two_factor_enabled === true) !== enabled).map((row) => row.id);
    if (enabled && changed.length > 0) {
      const confirmed = await strapi.db
        .query(TWO_FACTOR_UID)
        .count({ where: { userId: { $in: changed }, enabledAt: { $notNull: true } } });
      if (confirmed < changed.length) throw new errors.ApplicationError(TURN_ON_REFUSED);
    }
    return changed.map((id) => ({ id, enabled }));
  }

  async function apply(changes: Change[] | undefined) {
    for (const { id, enabled } of changes ?? []) {
      if (!enabled) await forget(id);
      await endAllSignIns(strapi, id);
    }
  }

  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeCreate(event) {
      const data = event.params.data as Record<string, unknown> | undefined;
      if (data?.two_factor_enabled === true) throw new errors.ApplicationError(TURN_ON_REFUSED);
    },
    async beforeUpdate(event) {
      event.state.twoFactorChanges = await changesOf(event.params.where, event.params.data);
    },
    async afterUpdate(event) {
      await apply(event.state.twoFactorChanges as Change[] | undefined);
    },
    async beforeUpdateMany(event) {
      event.state.twoFactorChanges = await changesOf(event.params.where, event.params.data);
    },
    async afterUpdateMany(event) {
      await apply(event.state.twoFactorChanges as Change[] | undefined);
    },
    async afterDelete(event) {
      const id = (event.result as { id?: number } | null)?.id;
      if (typeof id === 'number') await forget(id);
    },
  });
}
