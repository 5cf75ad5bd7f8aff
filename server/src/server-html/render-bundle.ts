import Module, { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';

/**
 * Runs a server-render build (one CommonJS file of an app's pages, docs/architecture.md, Server HTML) and answers what
 * it exports. The file comes from our own builds, published by deploy like the browser's files: it needs nothing but
 * Node's own modules, so it gets no other `require` than theirs.
 */
export function runRenderBundle<T>(code: string, filename: string): T {
  const wrapped = runInThisContext(Module.wrap(code), { filename }) as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} };
  const nodeOnly = createRequire(filename);
  const require = ((id: string) => {
    if (!Module.isBuiltin(id)) throw new Error(`${filename} asks for ${id}: a render build needs nothing but Node`);
    return nodeOnly(id);
  }) as NodeJS.Require;
  wrapped(module.exports, require, module, filename, filename.slice(0, filename.lastIndexOf('/')));
  return module.exports as T;
}
