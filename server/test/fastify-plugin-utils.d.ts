/** Fastify's internal helper that plugin-names.test.ts watches; Fastify ships no types for it. */
declare module 'fastify/lib/plugin-utils.js' {
  const pluginUtils: { getPluginName(plugin: ((...args: never[]) => unknown) & { name: string }): string | null };
  export default pluginUtils;
}
