// Transition: the page singleton is the `page-singleton` package; this name goes once every import says so.
export * from 'page-singleton';
