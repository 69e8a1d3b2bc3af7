/**
 * The tests run without the spec's screen delays (setup-tests.ts sets the setting to 0 before each test); the one test
 * of each delay calls `exactScreenDelays()` first, and proves its length with the real clock.
 */
import { screenDelaySetting } from '@/config/screen-delays';

export function noScreenDelays() {
  screenDelaySetting.factor = 0;
}

export function exactScreenDelays() {
  screenDelaySetting.factor = 1;
}
