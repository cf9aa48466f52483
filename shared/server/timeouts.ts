// Transition: the node server kit is the `site-server` package; this name goes once every import says so.
export * from 'site-server/timeouts';
