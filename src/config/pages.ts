/**
 * The markdown pages `run --markdown` can write. `results` is the published results page of
 * whatever servers ran; `settings` is mion's published "Options Benchmark" page, which needs its
 * own servers, so the page names them and the run builds exactly those.
 */
export const PAGE_NAMES = ['results', 'settings'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** What plain mion and its settings variants are measured beside, as in the published page. */
export const SETTINGS_PAGE_REFERENCE = 'http-node';
/** servers/mion with mion's default settings: the row every setting is read against. */
export const SETTINGS_PAGE_PLAIN_MION = 'mion';

/**
 * servers/mion built with one thing changed (server folders of the same names): mion-3000 adds
 * routes, the others change one router setting of mion 0.8.x that changes its speed. Every serializer
 * other than the default is here, the ones that cannot answer JSON over HTTP too, so that the page
 * shows why (the correctness check's message) instead of leaving them out.
 */
export const SETTINGS_PAGE_VARIANTS = [
  'mion-aot',
  'mion-stringify-json',
  'mion-binary',
  'mion-no-context-pool',
  'mion-3000',
] as const;

/** Every server the settings page shows, in the order its list describes them. */
export const SETTINGS_PAGE_SERVERS: readonly string[] = [
  SETTINGS_PAGE_REFERENCE,
  SETTINGS_PAGE_PLAIN_MION,
  ...SETTINGS_PAGE_VARIANTS,
];
