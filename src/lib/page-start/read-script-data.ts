/**
 * The start of every first-paint script (components/page-scripts/first-paint-script.tsx) that has data: `data` is the parsed JSON element before
 * the script and `target` the element before that (the one the script fills in).
 */
export const READ_SCRIPT_DATA =
  "var s=document.currentScript,j=s.previousElementSibling,data=JSON.parse(j.textContent),target=j.previousElementSibling;";
