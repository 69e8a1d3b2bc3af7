/** The certificate's name rules (ADR 106): what Helvetica can draw, and the size that fits (shrunk, never cut). */
import { describe, expect, it } from 'vitest';
import { fittedSize, imagePageSize, printableName } from '../rules/certificate-pdf';

describe('printableName', () => {
  it('keeps what WinAnsi has, drops an accent it lacks, and never drops a letter', () => {
    expect(printableName('  Siti   Nurhaliza ')).toBe('Siti Nurhaliza');
    expect(printableName('José Müller')).toBe('José Müller');
    // ş (s with cedilla) is not in WinAnsi: the letter stays, its mark goes
    expect(printableName('Ayşe Ţara')).toBe('Ayse Tara');
    expect(printableName('李 Wei')).toBe('? Wei');
  });
});

describe('fittedSize', () => {
  // a stand-in font: every character 0.5 em wide
  const widthOf = (text: string) => (size: number) => text.length * size * 0.5;

  it('keeps the chosen size when the name fits', () => {
    expect(fittedSize(widthOf('Putri Ayu'), 40, 400)).toBe(40);
  });

  it('shrinks a long name until it fits the room', () => {
    const name = 'Raden Mas Muhammad Abdurrahman Wahyu Kusumawardhana Prawirodirdjo';
    const size = fittedSize(widthOf(name), 40, 400);
    expect(size).toBeLessThan(40);
    expect(widthOf(name)(size)).toBeLessThanOrEqual(400);
  });

  it('stops at 6 pt rather than cutting the name', () => {
    expect(fittedSize(widthOf('x'.repeat(1000)), 40, 100)).toBe(6);
  });
});

describe('imagePageSize', () => {
  it('gives an image template A4’s long side, the short side by its proportions', () => {
    expect(imagePageSize(2000, 1414)).toEqual({ width: 841.89, height: 595.22 });
    expect(imagePageSize(1000, 2000)).toEqual({ width: 420.95, height: 841.89 });
  });
});
