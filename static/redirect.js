// Forwards a moved page to its new address, keeping the query string and #fragment that the
// page's meta refresh would drop. The target comes from the script tag's data-to attribute.
(function () {
  var script = document.currentScript;
  var target = script && script.getAttribute('data-to');
  if (target) window.location.replace(target + window.location.search + window.location.hash);
})();
