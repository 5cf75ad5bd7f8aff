const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * The plugin, carrying the name Fastify shows for it (in errors and in the plugin tree), as fastify-plugin gives
 * one: its function's name unless another is given. Without one Fastify looks the function up in require.cache,
 * module by module, twice at each registration; under jest that cache is a proxy over the whole module registry,
 * which cost every server test file's app over half a second of CPU on a busy machine (the route families alone).
 */
export function named<T extends object>(plugin: T, name = (plugin as { name?: string }).name ?? ''): T {
  if (name && !(DISPLAY_NAME in plugin)) Object.defineProperty(plugin, DISPLAY_NAME, { value: name });
  return plugin;
}
