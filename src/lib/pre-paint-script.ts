import { STORAGE_KEYS } from "../state/storage-keys";

/**
 * Runs inline in <head>, before the first paint: copies the stored currency, login state and cookie
 * consent onto <html data-*>, so CSS shows the right prices and buttons from the first frame.
 * Prerendered HTML cannot know these; without this, hydration would visibly switch them.
 */
export const prePaintScript = `(function(){try{var d=document.documentElement,s=localStorage,
r=function(k){try{return JSON.parse(s.getItem(k))}catch(e){return null}};
var c=r(${JSON.stringify(STORAGE_KEYS.currency)});d.dataset.currency=c==="USD"?"USD":"GBP";
d.dataset.session=r(${JSON.stringify(STORAGE_KEYS.user)})?"member":"visitor";
d.dataset.consent=r(${JSON.stringify(STORAGE_KEYS.cookieConsent)})===true?"given":"pending";
}catch(e){}})();`;
