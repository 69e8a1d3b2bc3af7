/**
 * A mark that this browser's user runs the site (ADR 122): set while the admin area knows a signed-in admin, cleared
 * when they sign out. It is neither a secret nor a credential (the session stays in its httpOnly cookie); the visitors'
 * speed report reads it to leave the staff's own browsing out, since the report itself carries no cookie.
 */
const STAFF_MARK = 'hmrpl-staf';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // storage turned off: no mark, the report then counts this browser like any other
    return null;
  }
}

export const markStaffBrowser = () => storage()?.setItem(STAFF_MARK, '1');
export const unmarkStaffBrowser = () => storage()?.removeItem(STAFF_MARK);
export const isStaffBrowser = () => storage()?.getItem(STAFF_MARK) === '1';
