/** The browser's window for social login, opened on the click itself so the browser allows it; `null` when blocked. */
export const openSocialWindow = (): Window | null =>
  typeof window === "undefined" ? null : window.open("about:blank", "gangway-social-login", "popup,width=480,height=680")
