// servers/mion's server, entered from this folder: mion's vite plugin records the aot caches by
// running this file with the vite-node it finds next to it, which must be this folder's own.
import '../../mion/src/server.ts';
