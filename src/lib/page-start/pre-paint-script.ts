import { loginAddressFor, SIGNED_IN_PATHS } from "../addresses/client-area-paths";
import { allowedEmbeddedAddress } from "../addresses/embedded-address";
import { FILL_TIME_FIELD } from "../enquiries/enquiry-fields";
import { STORAGE_KEYS } from "./storage-keys";
import { fillSubmissionKeyScript } from "../enquiries/submission-key";

/**
 * Only plain https:// prefixes reach the page, whatever was written into the dataset (the JSON they
 * travel in is escaped anyway; this keeps odd entries from becoming allowed destinations).
 */
const isSafePrefix = (value: string) => /^https:\/\/[a-z0-9.-]+(\/[A-Za-z0-9._~/-]*)?$/i.test(value);

/** The JSON element the head script reads its data from (by id: nothing React adds to the head can come between). */
export const PRE_PAINT_DATA_ID = "pre-paint-data";

/** What the head script reads from its JSON element. */
export const prePaintData = (allowedPrefixes: readonly string[]) => allowedPrefixes.filter(isSafePrefix);

/**
 * Runs inline in <head>, before the first paint: copies the stored currency, login state (and
 * whether the signed-in user's email is unconfirmed, `markSession`'s rule) and cookie consent onto
 * <html data-*>, so CSS shows the right prices, buttons and notices from the first frame.
 * Prerendered HTML cannot know these; without this, hydration would visibly switch them.
 * It also follows a path with an embedded address to an allowed host before the app loads
 * (the check is the same function the tests exercise, inlined), and sends a visitor with no stored
 * session from a signed-in screen to /login (`loginAddressFor`, as RequireLogin does).
 *
 * And it times every form: when a form with a fill-time field is sent, natively before the app has
 * loaded or by the app, the field says how long the page had been open (the navigation's own clock,
 * which starts before any script), so the server never judges a person by when some code arrived.
 * A form with a submission-key field gets a random key the first time it is sent and keeps it, so
 * sending it again after an answer that never came stores the enquiry once.
 *
 * Its first act marks <html data-scripts="on">: a browser that runs no scripts never gets it, so CSS
 * leaves out the controls only scripts make work and completes sentences that wait on a script
 * (decision 0031). Set here, before the body is parsed, it costs no flash when scripts do run.
 *
 * Its text is the same on every page (the allowed prefixes are data: `prePaintData`), so one hash
 * allows it.
 */
export const prePaintScript = () => `(function(){document.documentElement.dataset.scripts="on";try{
document.addEventListener("submit",function(e){var l=e.target&&e.target.elements;if(!l)return;var f=l.namedItem(${JSON.stringify(FILL_TIME_FIELD)});if(f&&"value"in f)f.value=String(Math.round(performance.now()));${fillSubmissionKeyScript("l")}},true);
}catch(e){}try{
var allowed=JSON.parse(document.getElementById(${JSON.stringify(PRE_PAINT_DATA_ID)}).textContent);
var go=(${allowedEmbeddedAddress.toString()})(location.pathname,location.search,allowed);if(go){location.replace(go);return;}
}catch(e){}try{var d=document.documentElement,s=localStorage,
r=function(k){try{return JSON.parse(s.getItem(k))}catch(e){return null}};
var c=r(${JSON.stringify(STORAGE_KEYS.currency)});d.dataset.currency=c==="USD"?"USD":"GBP";
var u=r(${JSON.stringify(STORAGE_KEYS.user)});
if(!u&&${JSON.stringify(SIGNED_IN_PATHS)}.indexOf(location.pathname.replace(/(.)\\/$/,"$1"))>=0){location.replace((${loginAddressFor.toString()})(location.pathname,location.search));return;}
d.dataset.session=u?"member":"visitor";if(u&&u.confirmed===false)d.dataset.emailUnconfirmed="true";
if(r(${JSON.stringify(STORAGE_KEYS.cookieConsent)})===true)d.dataset.cookieConsent="given";
}catch(e){}})();`;
