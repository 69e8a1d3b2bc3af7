/**
 * Strapi's dashboard (/cms), as `strapi build` bundles it: "remember me" is gone (ADR 064). Strapi 5.54 keeps a
 * remembered access token in localStorage (`jwtToken`), which every script of the site's origin can read (the public
 * pages included); a session's token lives in a cookie of the dashboard's own path instead. Here, before the
 * dashboard renders: a token an earlier version remembered is dropped, a remembered token is written as a session's
 * would be, and the box is not offered (the server ignores it too: global::dashboard-login).
 */
const TOKEN = 'jwtToken';
/** config/admin.ts `auth.cookie.path`: the dashboard's pages, where its script reads the cookie. */
const COOKIE_PATH = '/cms';

function keepTokenOutOfLocalStorage() {
  window.localStorage.removeItem(TOKEN);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this !== window.localStorage || key !== TOKEN) return setItem.call(this, key, value);
    let token: unknown = value;
    try {
      token = JSON.parse(value);
    } catch {
      // stored as given
    }
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${TOKEN}=${encodeURIComponent(String(token))}; Path=${COOKIE_PATH}; SameSite=Lax${secure}`;
  };
}

/** The sign-in form's one checkbox ("Remember me"), hidden with its label whenever the form is drawn. */
function hideRememberMe() {
  const hide = () => {
    for (const password of document.querySelectorAll<HTMLInputElement>('form input[name="password"]')) {
      const form = password.form;
      const box = form?.querySelector<HTMLElement>('[role="checkbox"]');
      if (!form || !box) continue;
      // up to the field's own block: the ancestor just below the one that also holds the password field
      let field: HTMLElement = box;
      while (field.parentElement && field.parentElement !== form && !field.parentElement.contains(password))
        field = field.parentElement;
      // `hidden` alone loses to the design system's own `display`
      if (field.style.display !== 'none') field.style.display = 'none';
    }
  };
  new MutationObserver(hide).observe(document.documentElement, { childList: true, subtree: true });
  hide();
}

export default {
  config: { locales: [] },
  bootstrap() {
    keepTokenOutOfLocalStorage();
    hideRememberMe();
  },
};
