// From its own file, not the package's entry: @dating/routes is shared from the host, and a landers version must not
// need an export that an older host lacks. Stateless code travels with the remote (issue 30).
export { landingVisitPage } from '@dating/routes/src/landing-visit';
