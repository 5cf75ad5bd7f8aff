/** The fields of the runtime's createLink hook this plugin reads. */
export interface CreateLinkArgs {
  url: string;
  attrs?: Record<string, string>;
}

/**
 * A remote's module is drawn only once its styles apply (docs/architecture.md, Module Federation rules). On
 * loadRemote the runtime starts the module's files from its manifest and adds the styles as a
 * `<link rel="stylesheet">` it does not wait for; the remote's own chunk loader then finds that link, takes it as
 * loaded and runs the module, which drew unstyled and jumped when the styles arrived (the signup form on a lander:
 * 0.07 of layout shift on a busy machine). The runtime's link becomes a preload instead: the file still comes in
 * parallel with the scripts, and the chunk loader adds the stylesheet itself and waits for it (from the preloaded
 * copy) before the module runs.
 */
export function stylesBeforeModulePlugin() {
  return {
    name: 'dating-host-styles-before-module',
    createLink({ url, attrs }: CreateLinkArgs): HTMLLinkElement | undefined {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = url;
      return link;
    },
  };
}
