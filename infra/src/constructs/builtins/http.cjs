// node:http for the function bundles, through require(): see BUILTINS_BY_REQUIRE in ../function-bundling.ts.
// The bare name here is not aliased, so this is Node's own module.
module.exports = require('http');
