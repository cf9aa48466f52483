// Transition: the webpack configuration is the `build-config` package; this name goes once every import says so.
module.exports = require('build-config/webpack');
