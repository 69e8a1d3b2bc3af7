/** The awarding's month (../awarding-periode.ts): default, bounds and name, in Asia/Jakarta. */
import { describe, expect, it } from 'vitest';
import { checkPeriode, isPeriode, periodeLabel, periodeOf } from '../awarding-periode';

describe('awarding periode', () => {
  it('is the month in Asia/Jakarta: 31 August 18:00 UTC is already September there', () => {
    expect(periodeOf(new Date('2025-08-31T16:59:59Z'))).toBe('2025-08');
    expect(periodeOf(new Date('2025-08-31T17:00:00Z'))).toBe('2025-09');
  });

  it('defaults to the current month and takes months from December 2021 up to this one', () => {
    const now = new Date('2025-09-10T03:00:00Z');
    expect(checkPeriode(undefined, now)).toEqual({ ok: true, periode: '2025-09' });
    expect(checkPeriode('  ', now)).toEqual({ ok: true, periode: '2025-09' });
    expect(checkPeriode('2025-08', now)).toEqual({ ok: true, periode: '2025-08' });
    expect(checkPeriode('2021-12', now)).toEqual({ ok: true, periode: '2021-12' });
    for (const bad of ['2025-13', '2025-8', '08-2025', '2025-08-01', '2021-11', 'agustus'])
      expect(checkPeriode(bad, now), bad).toEqual({
        ok: false,
        message: 'Periode harus berupa bulan dengan format YYYY-MM.',
      });
    expect(checkPeriode('2025-10', now)).toEqual({ ok: false, message: 'Periode tidak boleh setelah bulan ini.' });
  });

  it('names a month in Indonesian', () => {
    expect(periodeLabel('2025-08')).toBe('Agustus 2025');
    expect(periodeLabel('2026-01')).toBe('Januari 2026');
    expect(isPeriode('2025-00')).toBe(false);
  });
});
