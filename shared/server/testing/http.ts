// Transition: the node server kit's test helpers are site-server/testing; this path goes once every import says so.
export * from '../../../site-server/testing/http';
