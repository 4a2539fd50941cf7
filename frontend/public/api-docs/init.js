// Starts Swagger UI on the server's own contract (/api/docs). A token the app keeps for the signed-in
// user (same origin, same storage key as the app) authorizes "Try it out" at once; without one, the
// Authorize button takes a token from POST /api/user/login.
(function () {
  var ui = window.SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    tryItOutEnabled: false,
    // no badge from swagger.io: the page loads nothing from elsewhere
    validatorUrl: null,
    onComplete: function () {
      var token = window.localStorage.getItem("configuratore.token");
      if (token) ui.preauthorizeApiKey("bearer", token);
    },
  });
})();
