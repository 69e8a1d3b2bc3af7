/** The handover's rules (ADR 067): which cabinet is being prepared, and the checklist its data makes. */
import { describe, expect, it } from 'vitest';
import { handoverMarksOf, handoverOf, preparingCabinet, type HandoverCabinet } from '../cabinet-handover';

const cabinet = (
  id: number,
  period: string,
  active = false,
  extra: Partial<HandoverCabinet> = {},
): HandoverCabinet => ({
  id,
  slug: `k-${id}`,
  name: `K${id}`,
  period,
  logo_path: '',
  active,
  marks: {},
  members: 0,
  ...extra,
});

describe('preparingCabinet', () => {
  it('is the earliest cabinet later than the active one; archives and a missing active one give none', () => {
    const list = [
      cabinet(4, '2028/2029'),
      cabinet(3, '2027/2028'),
      cabinet(2, '2026/2027', true),
      cabinet(1, '2025/2026'),
    ];
    expect(preparingCabinet(list)?.id).toBe(3);
    expect(preparingCabinet([cabinet(2, '2026/2027', true), cabinet(1, '2025/2026')])).toBeNull();
    expect(preparingCabinet([cabinet(1, '2025/2026')])).toBeNull();
  });
});

describe('handoverOf', () => {
  it('ticks each step from the data, activation last', () => {
    const at = '2026-11-25T03:00:00.000Z';
    const next = cabinet(2, '2026/2027', false, { marks: { struktur: at, pengaturan: at }, members: 3 });
    const state = handoverOf([next, cabinet(1, '2025/2026', true)]);
    expect(state.kabinet?.id).toBe(2);
    expect(state.active?.id).toBe(1);
    expect(state.steps.map((s) => [s.step, s.done])).toEqual([
      ['kabinet', true],
      ['struktur', true],
      ['anggota', true],
      ['teks', false],
      ['pengaturan', true],
      ['admin', false],
      ['aktifkan', false],
    ]);
    expect(state.steps[2]).toMatchObject({ count: 3 });
    expect(state.done).toBe(4);
    // not a single mark leaks out: the summary is the contract's
    expect(Object.keys(state.kabinet!).sort()).toEqual(['active', 'id', 'logo_path', 'name', 'period', 'slug']);
  });

  it('after the activation, the active cabinet that came through it is complete; one that did not is no subject', () => {
    const done = cabinet(2, '2026/2027', true, { marks: { aktifkan: '2026-12-01T00:00:00.000Z' }, members: 1 });
    expect(handoverOf([done, cabinet(1, '2025/2026')]).steps.at(-1)).toMatchObject({ step: 'aktifkan', done: true });
    const founding = cabinet(1, '2024/2025', true);
    const none = handoverOf([founding]);
    expect(none.kabinet).toBeNull();
    expect(none.done).toBe(0);
  });

  it('keeps only known marks with a valid time (the field is editable in /cms)', () => {
    expect(
      handoverMarksOf({ struktur: '2026-11-25T03:00:00Z', teks: 'kemarin', lain: '2026-11-25', admin: 5 }),
    ).toEqual({
      struktur: '2026-11-25T03:00:00.000Z',
    });
    expect(handoverMarksOf(null)).toEqual({});
    expect(handoverMarksOf([1])).toEqual({});
  });
});
