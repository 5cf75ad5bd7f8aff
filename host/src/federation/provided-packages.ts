// Platform packages the shell does not use itself but remotes do (sign-up, landers, pages). Imported here, they
// are in the share scope from the start (only the host is eager, docs/architecture.md, Module Federation rules);
// otherwise the first remote page that needs one waits for a fallback chunk of its own, a round trip before it can
// paint.
import '@dating/legal';
import '@dating/tracking';
