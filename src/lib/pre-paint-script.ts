import { loginAddressFor, SIGNED_IN_PATHS } from "./client-area-paths";
import { allowedEmbeddedAddress } from "./embedded-address";
import { STORAGE_KEYS } from "./storage-keys";

/**
 * Only plain https:// prefixes reach the inline script, whatever was written into the dataset: no
 * quotes, angle brackets or anything else that could end the script early.
 */
const isSafePrefix = (value: string) => /^https:\/\/[a-z0-9.-]+(\/[A-Za-z0-9._~/-]*)?$/i.test(value);

/**
 * Runs inline in <head>, before the first paint: copies the stored currency, login state and cookie
 * consent onto <html data-*>, so CSS shows the right prices, buttons and notices from the first frame.
 * Prerendered HTML cannot know these; without this, hydration would visibly switch them.
 * It also follows a path with an embedded address to an allowed host before the app loads
 * (the check is the same function the tests exercise, inlined), and sends a visitor with no stored
 * session from a signed-in screen to /login (`loginAddressFor`, as RequireLogin does).
 */
export const prePaintScript = (allowedPrefixes: readonly string[]) => `(function(){try{
var go=(${allowedEmbeddedAddress.toString()})(location.pathname,location.search,${JSON.stringify(allowedPrefixes.filter(isSafePrefix))});if(go){location.replace(go);return;}
}catch(e){}try{var d=document.documentElement,s=localStorage,
r=function(k){try{return JSON.parse(s.getItem(k))}catch(e){return null}};
var c=r(${JSON.stringify(STORAGE_KEYS.currency)});d.dataset.currency=c==="USD"?"USD":"GBP";
var u=r(${JSON.stringify(STORAGE_KEYS.user)});
if(!u&&${JSON.stringify(SIGNED_IN_PATHS)}.indexOf(location.pathname.replace(/(.)\\/$/,"$1"))>=0){location.replace((${loginAddressFor.toString()})(location.pathname,location.search));return;}
d.dataset.session=u?"member":"visitor";
if(r(${JSON.stringify(STORAGE_KEYS.cookieConsent)})===true)d.dataset.cookieConsent="given";
}catch(e){}})();`;
