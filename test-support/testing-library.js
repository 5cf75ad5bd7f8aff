// findBy… and waitFor wait up to 1 s by default. In CI the unit tests share two cores with the server suites, and a
// page that answers in 50 ms alone can take longer there: they wait up to 5 s, which a passing test never uses.
const { configure, getConfig } = require('@testing-library/react');

const elementErrorWithPage = getConfig().getElementError;

configure({
  asyncUtilTimeout: 5000,
  // A getBy… that fails inside a poll of findBy… or waitFor (the library marks those polls) builds an error that the
  // next poll throws away. The default printed the whole page into every one of them (pretty-format over every node,
  // a tenth of the CPU of a test of a page of cards): here the page is printed when the message is read, which is
  // for the error of the poll that timed out, with the page as it is then. Outside a wait, at once as before.
  getElementError(message, container) {
    if (!getConfig()._disableExpensiveErrorDiagnostics) return elementErrorWithPage(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    let withPage;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (withPage ??= elementErrorWithPage(message, container).message),
    });
    return error;
  },
});
