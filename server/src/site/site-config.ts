/** Site-wide switches an operator sets through the environment; read once at start. */
export interface SiteConfig {
  name: string;
  /** 'all', 'with_trafficsource', or anything else to close signups (docs/product.md §6) */
  signups: string;
  devTools: boolean;
  /** VAPID public key for web push; '' until push is configured */
  pushPublicKey: string;
  /** where member images are served from; thumb_filename is relative to it */
  cdnPrefix: string;
  /** what member_resell lists; offered only with a partner (xcams/partner.ts offeredResell) */
  memberResell: ('cams' | 'camads')[];
  /** the webcam partner (env XCAMS_PARTNER_URL); '' for none */
  xcamsPartnerUrl: string;
  loggedOutSearch: boolean;
  loggedOutSearchTrafficsources: string[];
  fictionalIcon: boolean;
}

export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const list = (v: string | undefined) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  return {
    name: env.SITE_NAME ?? 'Amoroso',
    signups: env.SIGNUPS ?? 'all',
    devTools: env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true',
    pushPublicKey: env.VAPID_PUBLIC_KEY ?? '',
    cdnPrefix: env.CDN_PREFIX ?? '/media/',
    memberResell: (env.MEMBER_RESELL === undefined ? ['cams', 'camads'] : list(env.MEMBER_RESELL)).filter(
      (v): v is 'cams' | 'camads' => v === 'cams' || v === 'camads',
    ),
    xcamsPartnerUrl: env.XCAMS_PARTNER_URL ?? '',
    loggedOutSearch: env.LOGGED_OUT_SEARCH === '1',
    loggedOutSearchTrafficsources: list(env.LOGGED_OUT_SEARCH_TRAFFICSOURCES),
    fictionalIcon: env.FICTIONAL_ICON !== '0',
  };
}
