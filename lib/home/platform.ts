/**
 * Browser sniffing for the hall's iOS notice and add-to-home-screen guide. Only
 * iOS Safari can add a site to the home screen on iPhone (in-app browsers and other
 * iOS browsers hide or bury the entry), so the manual steps are shown only there.
 */
const IOS_DEVICE = /iP(hone|od|ad)/;
/** iOS browsers and in-app web views that carry 'Safari' in their UA but are not Safari. */
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|MicroMessenger|MQQBrowser|QQ\/|UCBrowser|baiduboxapp|Weibo|AlipayClient|DingTalk|Line\//i;

/** iPadOS 13+ says 'Macintosh'; a touch screen gives it away. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = IOS_DEVICE.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && /Version\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

/** The current browser, read only on the client (the static export has no navigator). */
export function currentIsIosSafari(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
