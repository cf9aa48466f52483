// Transition: the sample items are the contract's (contract/test/pageItems.ts); this path goes once every import says so.
export * from '../../contract/test/pageItems';
