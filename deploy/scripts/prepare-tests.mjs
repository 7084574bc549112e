// Run before the browser tests (npm's pretest): builds what is missing and readies the embedded database
// once, so the spec files, which run side by side, never build the same workspace or FerretDB at once.
import { buildMissing, prepareSiteDatabase } from './site.mjs';

const build = await buildMissing();
if (build.failed.length)
  console.log(`not built: ${build.failed.join(', ')} (the specs say what it costs)`);
await prepareSiteDatabase();
