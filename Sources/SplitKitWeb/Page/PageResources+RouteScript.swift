extension PageResources {
  /// The part of the page's script that keeps the address bar and the history in step
  /// with the app's route (``/SplitKitContent/ContentRoute``).
  ///
  /// The session sends the route (`path`, `depth`) when it changes. A deeper route (a page
  /// pushed, an overlay shown) is a new history entry, so the browser's Back undoes it;
  /// the page sends the entry's route back on Back and Forward (`popstate`), and on
  /// connecting, so a reloaded page or a new tab at a linked address goes there.
  static let routeScript = #"""
      // The address bar follows the app's route (#/Inbox/<message-id>): a deeper route (a
      // page pushed, an overlay shown) is a new history entry, so the browser's Back
      // undoes it; the entry's state keeps the route across a reload.
      let ignoredPops = 0;
      let poppedTo = null;
      function routeURL(route) {
        if (!route.path.length) return location.pathname;
        return "#/" + route.path.map((p) => encodeURIComponent(p).replace(/%40/g, "@").replace(/%3A/g, ":")).join("/");
      }
      function followRoute(route, replace) {
        const here = history.state && history.state.splitkit ? history.state : null;
        const below = here ? here.below || 0 : 0;
        if (here && !replace && route.depth > here.splitkit.depth) {
          history.pushState({ splitkit: route, below: below + 1 }, "", routeURL(route));
        } else if (here && !replace && route.depth < here.splitkit.depth && below > 0) {
          // The app went back itself (its Back button, Esc): so does the history; the pop
          // that follows is the page's own, not sent.
          ignoredPops++;
          poppedTo = route;
          history.back();
        } else {
          history.replaceState({ splitkit: route, below }, "", routeURL(route));
        }
      }
      function hashPath() {
        if (!location.hash.startsWith("#/")) return null;
        try { return location.hash.slice(2).split("/").filter((p) => p).map(decodeURIComponent); } catch (e) { return null; }
      }
      // A reloaded page, or one opened at an address with a route, asks for it (the
      // tab's own app already shows it; a new one goes there).
      function sendRoute(state) {
        const route = state && state.splitkit;
        if (route) send({ t: "route", path: route.path, depth: route.depth });
        else { const path = hashPath(); if (path) send({ t: "route", path }); }
      }
      addEventListener("popstate", (e) => {
        if (ignoredPops > 0) {
          ignoredPops--;
          const route = poppedTo;
          poppedTo = null;
          if (route) followRoute(route, false);
          return;
        }
        sendRoute(e.state);
      });

    """#
}
