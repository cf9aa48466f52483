// Transition: the formatters are the `contract` package's (`contract/format`); this name goes once every import says so.
export * from 'contract/format';
