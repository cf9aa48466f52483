// Transition: the contract is the `contract` package; this name goes once every import says so.
export * from 'contract';
