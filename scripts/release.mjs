// `npm run release`: builds, then packs release/baseline-<version>.tgz (scripts/release/pack.mjs). Installing it:
// README.md, "Installing a release".
import { packRelease } from './release/pack.mjs';
import { build, ensureDeps } from './ensure-deps.mjs';

ensureDeps();
build();
packRelease();
