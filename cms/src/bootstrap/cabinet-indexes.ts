/**
 * The database keeps the cabinet's two rules itself, whatever writes (several processes, the dashboard, a script):
 * - a cabinet's slug is unique (two admins adding the same cabinet at the same moment: the second is refused);
 * - at most one cabinet is active (a partial unique index over the active rows).
 * The services check both first, with a message; these indexes catch what a check alone cannot (ADR 039).
 */
import type { Core } from '@strapi/strapi';

const INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS hmrpl_kabinets_slug_unique ON kabinets (slug)',
  'CREATE UNIQUE INDEX IF NOT EXISTS hmrpl_kabinets_one_active ON kabinets (active) WHERE active',
];

export async function ensureCabinetIndexes(strapi: Core.Strapi): Promise<void> {
  for (const sql of INDEXES) {
    try {
      await strapi.db.connection.raw(sql);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      // 23505 / 42P07: another process made it at the same moment
      if (code === '23505' || code === '42P07') continue;
      strapi.log.warn(
        `cabinets: could not add an index (${(error as Error).message}); check the kabinets table in /cms.`,
      );
    }
  }
}
