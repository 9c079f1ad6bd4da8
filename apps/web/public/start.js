// Starts the portal's scripts once the page has been painted. The first screen arrives rendered
// from the server and needs no script to show; the entry and its modules (the #hk-start list
// the build writes into index.html) load right after that paint and take the page over.
(() => {
  var block = document.getElementById('hk-start');
  if (!block) return;
  var assets = JSON.parse(block.textContent);
  var started = false;

  function add(tag, attrs) {
    var element = document.createElement(tag);
    for (var name in attrs) element.setAttribute(name, attrs[name]);
    document.head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    assets.preload.forEach((href) => {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: assets.entry });
  }

  // A hidden tab paints no frame: it starts at once.
  if (document.visibilityState === 'hidden') start();
  // The callback of the next frame runs before its paint; the task it queues runs after.
  else
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
})();
