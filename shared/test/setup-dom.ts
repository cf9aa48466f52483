import '@testing-library/jest-dom';

// jsdom leaves an XHR's timeout timer running after a network error or when the test window closes, so Jest
// waits for it ("did not exit one second after the test run"): abort (which clears the timer) every request
// a test file sent.
const sentRequests = new Set<XMLHttpRequest>();
// (a test file may choose the node environment, which has no XMLHttpRequest)
if (typeof XMLHttpRequest !== 'undefined') {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
    sentRequests.add(this);
    return send.apply(this, args);
  };
}
afterAll(() => {
  for (const request of sentRequests) request.abort();
});

// Each test starts with the page's server-data cache empty, as a fresh page does (the cache is the singleton's,
// one per test file like every module).
if (typeof window !== 'undefined') {
  const { queryClient } = require('page-singleton') as typeof import('page-singleton');
  afterEach(() => queryClient.clear());
}
