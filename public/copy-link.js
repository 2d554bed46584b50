// "Copy link" buttons (<button data-copy-link="URL">) on pages served without React: one
// listener for the whole page, so any number of buttons work. The button's name says
// "…: copied" (or "…: copy failed") for two seconds, and its visible text says the same.
(function () {
  if (window.crestlineCopyLink) return;
  window.crestlineCopyLink = true;
  document.addEventListener("click", function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest("button[data-copy-link]") : null;
    if (!button) return;
    var label = button.getAttribute("data-label") || "Copy link";
    var text = button.querySelector("[data-copy-text]");
    var idle = button.getAttribute("data-idle") || (text ? text.textContent : "");
    button.setAttribute("data-idle", idle);
    function show(state, words) {
      button.setAttribute("aria-label", state ? label + ": " + state : label);
      if (text) text.textContent = words;
    }
    function done(copied) {
      show(copied ? "copied" : "copy failed", copied ? "Copied" : "Copy failed");
      clearTimeout(button.copyTimer);
      button.copyTimer = setTimeout(function () {
        show("", idle);
      }, 2000);
    }
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(button.getAttribute("data-copy-link")).then(
      function () {
        done(true);
      },
      function () {
        done(false);
      },
    );
  });
})();
