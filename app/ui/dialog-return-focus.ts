// A dialog the server renders open (`openAtLoad`) was opened by a button on the page before,
// sent without script. A modal gives focus back to its opener when it closes; this few-byte
// inline script does the same for that dialog, before and after hydration alike. Without any
// JavaScript, focus falls back to the page's start.

/** A JSON string literal safe inside an inline <script> (no `<` to end it early). */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, "\\u003c");
}

/** The inline script that focuses the element matching `openerSelector` when dialog `dialogId` first closes. */
export function returnFocusScript(dialogId: string, openerSelector: string): string {
  return [
    `(function(){var d=document.getElementById(${scriptString(dialogId)});`,
    `if(d)d.addEventListener("close",function(){`,
    `var o=document.querySelector(${scriptString(openerSelector)});if(o)o.focus();},{once:true});})();`,
  ].join("");
}
