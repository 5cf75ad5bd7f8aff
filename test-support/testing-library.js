// findBy… and waitFor wait up to 1 s by default. In CI the unit tests share two cores with the server suites, and a
// page that answers in 50 ms alone can take longer there: they wait up to 5 s, which a passing test never uses.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
