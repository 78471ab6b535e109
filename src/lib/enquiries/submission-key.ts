import { SUBMISSION_KEY_FIELD } from "./enquiry-fields";

/**
 * 32 random hexadecimal digits. `crypto.getRandomValues` rather than `randomUUID`, which browsers
 * offer only on https: a site tried over plain http (a LAN address) must still send a key.
 */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The head script's part: when a form with a submission-key field is sent and the field is empty,
 * it gets a new key; a second send of the same form (after an answer that never came) keeps it.
 * ES5, like the rest of the head script; the same digits as `newSubmissionKey`.
 */
export const fillSubmissionKeyScript = (form: string) =>
  `var k=${form}.namedItem(${JSON.stringify(SUBMISSION_KEY_FIELD)});if(k&&"value"in k&&!k.value){var a=crypto.getRandomValues(new Uint8Array(16)),h="";for(var i=0;i<16;i++)h+=(a[i]+256).toString(16).slice(1);k.value=h}`;
