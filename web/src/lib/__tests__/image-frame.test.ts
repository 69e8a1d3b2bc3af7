import { objectPositionOf, sharedFrameRatio } from '../image-frame';

const POSTERS = { fallback: 1, tallest: 9 / 16, widest: 16 / 9 };

describe('sharedFrameRatio', () => {
  it("takes the tallest picture's shape, so every picture fits whole", () => {
    expect(
      sharedFrameRatio(
        [
          { width: 1080, height: 1080 },
          { width: 1080, height: 1350 },
        ],
        POSTERS,
      ),
    ).toBe(0.8);
    expect(
      sharedFrameRatio(
        [
          { width: 1200, height: 675 },
          { width: 1200, height: 675 },
        ],
        POSTERS,
      ),
    ).toBeCloseTo(16 / 9);
  });

  it('keeps the frame between the tallest and the widest shape allowed', () => {
    expect(sharedFrameRatio([{ width: 100, height: 1000 }], POSTERS)).toBe(9 / 16);
    expect(sharedFrameRatio([{ width: 4000, height: 1000 }], POSTERS)).toBe(16 / 9);
  });

  it('counts a picture of unknown size, and no picture at all, as the fallback shape', () => {
    expect(
      sharedFrameRatio(
        [
          { width: 1200, height: 675 },
          { width: null, height: 10 },
        ],
        POSTERS,
      ),
    ).toBe(1);
    expect(sharedFrameRatio([{ width: 0, height: 0 }], POSTERS)).toBe(1);
    expect(sharedFrameRatio([], POSTERS)).toBe(1);
  });
});

describe('objectPositionOf', () => {
  it('puts the focal point where a cropped picture keeps it in view, the centre without one', () => {
    expect(objectPositionOf({ x: 25, y: 75.5 })).toBe('25% 75.5%');
    expect(objectPositionOf(undefined)).toBeUndefined();
  });
});
